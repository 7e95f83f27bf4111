import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '#src/features/identity/components/login-page.tsx'
import { routeHead } from '#src/app/route-head.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export const Route = createFileRoute('/{-$locale}/_site/auth/login')({
  staticData: { adTemplate: 'page-path' },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string; cancelTo?: string } => {
    const returnTo = text(search['returnTo'])
    const cancelTo = text(search['cancelTo'])
    return { ...(returnTo === undefined ? {} : { returnTo }), ...(cancelTo === undefined ? {} : { cancelTo }) }
  },
  head: ({ match }) => routeHead(match, match.context.i18n._(msg`Sign in`)),
  component: function LoginRoute() {
    const { returnTo, cancelTo } = Route.useSearch()
    return <LoginPage returnTo={returnTo} cancelTo={cancelTo} />
  },
})
