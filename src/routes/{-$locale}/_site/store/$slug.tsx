import { createFileRoute } from '@tanstack/react-router'
import { parseSlug } from '#src/features/content/slug.ts'
import { storeItemQuery } from '#src/features/store/api/store-items.ts'
import { StoreItemPage } from '#src/features/store/components/store-item-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/store/$slug')({
  staticData: { adTemplate: 'page-path' },
  beforeLoad: ({ params }) => ({ slug: orPageNotFound(parseSlug(params.slug)) }),
  // Valid only if the content service returns a store item for the path.
  loader: async ({ context: { queryClient, apiLocale, slug } }) => ({
    pageMeta: contentPageMeta(orPageNotFound(await queryClient.ensureQueryData(storeItemQuery(slug, apiLocale)))),
  }),
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: StoreItemRoute,
})

function StoreItemRoute() {
  const { slug } = Route.useRouteContext()
  return <StoreItemPage slug={slug} />
}
