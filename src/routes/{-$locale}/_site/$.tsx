import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '#src/features/identity/require-member.ts'
import { isPublicGeneralPage, loadGeneralPage, memberAccess, parsePagePath } from '#src/features/pages/api/general-page.ts'
import { GeneralPageView } from '#src/features/pages/components/general-page.tsx'
import { apiLocale, localeOfPath } from '#src/lib/i18n.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

// Every other address: a general page from the content service, if the path has no dot and the item is one.
export const Route = createFileRoute('/{-$locale}/_site/$')({
  staticData: { adTemplate: 'page-path' },
  // A members-only page renders in the browser, where the member guard below decides (docs/decisions/0041).
  ssr: async ({ params, location }) => {
    const path = params.status === 'success' ? parsePagePath(params.value._splat) : null
    return path === null || (await isPublicGeneralPage(path, apiLocale(localeOfPath(location.pathname))))
  },
  beforeLoad: async ({ context, params, location, preload }) => {
    const path = orPageNotFound(parsePagePath(params._splat))
    // The page is fetched here, not in the loader: its member flags decide whether it may load at all.
    const page = orPageNotFound(await loadGeneralPage(context, path, context.apiLocale, { returnTo: location.href, preload }))
    const access = memberAccess(page)
    if (access.requireMemberLogin || access.memberGroups.length > 0) {
      await requireMember(context, { groups: access.memberGroups, returnTo: location.href, preload })
    }
    return { path, pageMeta: contentPageMeta(page) }
  },
  loader: ({ context: { pageMeta } }) => ({ pageMeta }),
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: GeneralPageRoute,
})

function GeneralPageRoute() {
  const { path } = Route.useRouteContext()
  return <GeneralPageView path={path} />
}
