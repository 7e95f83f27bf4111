import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../../features/identity/components/login-page.tsx'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string } =>
    typeof search['returnTo'] === 'string' ? { returnTo: search['returnTo'] } : {},
  component: function LoginRoute() {
    const { returnTo } = Route.useSearch()
    return <LoginPage returnTo={returnTo} />
  },
})
