import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { STORE_ITEMS } from './data/store.ts'
import { bilingual, image, richText } from './nodes.ts'
import { ROOT_SORT, writeLanding } from './pages.ts'

/**
 * /store/{slug}/ (`storeItem`): each item is its own page (route path = the item page's address), with a body
 * that details it. Umbraco reserves the alias `name`, so the product name is the `title` property. Lamp has no
 * checkout: `link` is the item's own page, never an outside shop.
 */
export function writeStore(write: ContentWriter, root: NodeRef): void {
  const store = writeLanding(write, root, {
    name: 'Store', urlSegment: 'store', sortOrder: ROOT_SORT.store,
    title: 'The Lamp Store', summary: 'Bibles, journals and gifts to support your daily reading.',
    spanish: { name: 'Tienda', title: 'La tienda de Lamp', summary: 'Biblias, diarios y regalos para acompañar tu lectura diaria.' },
  })
  STORE_ITEMS.forEach((item, index) => {
    const imageUrl = `/media/store/${item.slug}.svg`
    const { spanish } = item
    write(store, {
      contentType: 'storeItem', name: item.title, urlSegment: item.slug, slug: item.slug, sortOrder: index,
      properties: {
        title: item.title,
        description: item.description,
        body: richText(item.markup),
        sku: item.sku,
        price: { amount: item.amount, currency: 'USD' },
        image: image(imageUrl, item.imageAlt, 800, 800),
        link: `/store/${item.slug}`,
      },
      cultures: bilingual(item.title, {
        name: spanish.title,
        properties: { title: spanish.title, description: spanish.description, body: richText(spanish.markup), image: image(imageUrl, spanish.imageAlt, 800, 800) },
      }),
    })
  })
}
