import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '../../../lib/use-locale.ts'
import { ContentImage } from '../../reading/components/content-image.tsx'
import { LandingHeading } from '../../reading/components/landing-heading.tsx'
import { storeItemsQuery, type StoreItem } from '../api/store-items.ts'

function Product({ item }: { item: StoreItem }) {
  const { t, i18n } = useLingui()
  const { title, description, price, image, link } = item.properties
  const amount = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: price.currency }).format(price.amount)
  return (
    <li className="card product">
      <ContentImage image={image} className="card-image" />
      <div className="card-body">
        <h2 className="card-title">{title}</h2>
        <p className="price">{amount}</p>
        <p>{description}</p>
        <a href={link} target="_blank" rel="noopener noreferrer" className="button" aria-label={t`Buy ${title} (opens in a new tab)`}>
          <Trans>Buy</Trans>
        </a>
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
