import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '#src/features/identity/require-member.ts'
import { ProfilePage } from '#src/features/profile/components/profile-page.tsx'
import { routeHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/my-profile')({
  staticData: { adTemplate: 'page-path' },
  // A member's page: the server has no member (tokens live in the browser), so it renders there, behind the guard.
  ssr: false,
  beforeLoad: ({ context, location, preload }) => requireMember(context, { returnTo: location.href, preload }),
  head: ({ match }) => routeHead(match, match.context.i18n._(msg`My profile`)),
  component: ProfilePage,
})
