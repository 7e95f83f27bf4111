import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { STORE_ITEMS } from './data/store.ts'
import { image } from './nodes.ts'
import { ROOT_SORT, writeLanding } from './pages.ts'

/** /store/{slug}/ (`storeItem`). Umbraco reserves the alias `name`, so the product name is the `title` property. */
export function writeStore(write: ContentWriter, root: NodeRef): void {
  const store = writeLanding(write, root, {
    name: 'Store', urlSegment: 'store', sortOrder: ROOT_SORT.store,
    title: 'The Lamp Store', summary: 'Bibles, journals and gifts to support your daily reading.',
    spanish: { name: 'Tienda', title: 'La tienda de Lamp', summary: 'Biblias, diarios y regalos para acompañar tu lectura diaria.' },
  })
  STORE_ITEMS.forEach((item, index) => {
    write(store, {
      contentType: 'storeItem', name: item.title, urlSegment: item.slug, slug: item.slug, sortOrder: index,
      properties: {
        title: item.title,
        description: item.description,
        price: { amount: item.amount, currency: 'USD' },
        image: image(`/media/store/${item.slug}.svg`, item.imageAlt, 800, 800),
        link: `https://store.lamp.example/products/${item.slug}`,
      },
    })
  })
}
