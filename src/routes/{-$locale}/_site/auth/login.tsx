import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../../../features/identity/components/login-page.tsx'
import { routeHead } from '../../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/auth/login')({
  staticData: { adTemplate: 'page-path' },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string } =>
    typeof search['returnTo'] === 'string' ? { returnTo: search['returnTo'] } : {},
  head: ({ match }) => routeHead(match, match.context.i18n._(msg`Sign in`)),
  component: function LoginRoute() {
    const { returnTo } = Route.useSearch()
    return <LoginPage returnTo={returnTo} />
  },
})
