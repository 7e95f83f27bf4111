import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { ContentImage, RichHtml } from '#src/features/content/index.ts'
import { storeItemQuery } from '../api/store-items.ts'
import { Price } from './price.tsx'

/** `/store/{slug}`: one item with its picture, price, details and product code. */
export function StoreItemPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const item = orPageNotFound(useSuspenseQuery(storeItemQuery(slug, tag)).data)
  const { title, description, body, sku, price, image } = item.properties
  return (
    <article className="store-item">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/store" params={{ locale: param }}><Trans>Store</Trans></Link>
      </nav>
      <PageHeading>{title}</PageHeading>
      <div className="store-item-layout">
        <ContentImage image={image} className="store-item-image" />
        <div>
          <p className="price"><Price price={price} /></p>
          <p className="lede">{description}</p>
          <RichHtml value={body} className="store-item-body" />
          {sku ? <p className="card-meta"><Trans>Product code: {sku}</Trans></p> : null}
        </div>
      </div>
    </article>
  )
}
