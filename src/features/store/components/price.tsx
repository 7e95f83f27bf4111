import { useLingui } from '@lingui/react/macro'
import type { StoreItemProperties } from '../api/store-items.ts'

/** An item's price in the reader's number format ("$39.99", "39,99 US$"). */
export function Price({ price }: { price: StoreItemProperties['price'] }) {
  const { i18n } = useLingui()
  return <>{new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: price.currency }).format(price.amount)}</>
}
