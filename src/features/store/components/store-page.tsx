import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { slugOf } from '#src/lib/content.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { ContentImage, LandingHeading } from '#src/features/content/index.ts'
import { storeItemsQuery, type StoreItem } from '../api/store-items.ts'
import { Price } from './price.tsx'

/** A store card: its picture, name (the link to the item's page), price and a line about it. */
function Product({ item }: { item: StoreItem }) {
  const { param } = useLocale()
  const { title, description, price, image } = item.properties
  return (
    <li className="card product">
      <ContentImage image={image} className="card-image" />
      <div className="card-body">
        <h2 className="card-title">
          <Link to="/{-$locale}/store/$slug" params={{ locale: param, slug: slugOf(item) }}>{title}</Link>
        </h2>
        <p className="price"><Price price={price} /></p>
        <p>{description}</p>
      </div>
    </li>
  )
}

export function StorePage() {
  const { t } = useLingui()
  const { tag } = useLocale()
  const { data: items } = useSuspenseQuery(storeItemsQuery(tag))
  return (
    <article className="store">
      <LandingHeading path="/store" fallbackTitle={t`Store`} />
      <ul className="card-grid">{items.map((item) => <Product key={item.id} item={item} />)}</ul>
    </article>
  )
}
