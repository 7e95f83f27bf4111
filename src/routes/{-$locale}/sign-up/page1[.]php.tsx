import { createFileRoute, redirect } from '@tanstack/react-router'
import { START_TIMEOUT_MS } from '../../../features/identity/late-actor.ts'
import { REDIRECT_PAGE_META } from '../../../features/legacy/redirect-route.ts'
import { registrationUrl } from '../../../features/legacy/redirect-rules.ts'

// The old sign-up form: registration now happens on the identity provider (spec §2).
export const Route = createFileRoute('/{-$locale}/sign-up/page1.php')({
  staticData: REDIRECT_PAGE_META,
  // The registration address carries the visitor session's rsid, which only the browser knows.
  ssr: false,
  beforeLoad: async ({ context, params }) => {
    const session = await context.session.started(START_TIMEOUT_MS)
    throw redirect({ href: registrationUrl(window.location.origin, params.locale, session.getSnapshot().context.rsid), replace: true })
  },
})
