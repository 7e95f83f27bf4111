import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../../features/identity/components/login-page.tsx'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export const Route = createFileRoute('/{-$locale}/auth/login')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string; cancelTo?: string } => {
    const returnTo = text(search['returnTo'])
    const cancelTo = text(search['cancelTo'])
    return { ...(returnTo === undefined ? {} : { returnTo }), ...(cancelTo === undefined ? {} : { cancelTo }) }
  },
  component: function LoginRoute() {
    const { returnTo, cancelTo } = Route.useSearch()
    return <LoginPage returnTo={returnTo} cancelTo={cancelTo} />
  },
})
