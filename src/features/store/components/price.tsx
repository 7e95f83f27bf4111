import { useLingui } from '@lingui/react/macro'
import type { StoreItemProperties } from '../api/store-items.ts'

/** An item's price in the reader's number format ("$39.99", "39,99 US$"), with Lingui's formatter for it. */
export function Price({ price }: { price: StoreItemProperties['price'] }) {
  const { i18n } = useLingui()
  return <>{i18n.number(price.amount, { style: 'currency', currency: price.currency })}</>
}
