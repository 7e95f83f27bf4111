import { createFileRoute } from '@tanstack/react-router'
import { generalPageQuery } from '#src/features/pages/api/general-page.ts'
import { GeneralPageView } from '#src/features/pages/components/general-page.tsx'
import { UnsubscribeForm } from '#src/features/unsubscribe/components/unsubscribe-form.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

const PATH = '/unsubscribe'

// The general page that explains stopping the daily emails, with the form that does it.
export const Route = createFileRoute('/{-$locale}/_site/unsubscribe')({
  staticData: { adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, apiLocale } }) => ({
    pageMeta: contentPageMeta(orPageNotFound(await queryClient.ensureQueryData(generalPageQuery(PATH, apiLocale)))),
  }),
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  return <GeneralPageView path={PATH}><UnsubscribeForm /></GeneralPageView>
}
