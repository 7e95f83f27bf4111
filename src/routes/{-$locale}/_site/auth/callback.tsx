import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '#src/features/identity/components/callback-page.tsx'
import { leaveCallback } from '#src/features/identity/leave-callback.ts'
import { routeHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/auth/callback')({
  staticData: { adTemplate: 'page-path' },
  // Completes a sign-in with what only the browser holds (the code verifier in its storage).
  ssr: false,
  beforeLoad: ({ context, location }) => leaveCallback(context.identity, location.searchStr),
  head: ({ match }) => routeHead(match, match.context.i18n._(msg`Signing in`)),
  component: CallbackPage,
})
