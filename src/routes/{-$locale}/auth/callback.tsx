import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '../../../features/identity/components/callback-page.tsx'

export const Route = createFileRoute('/{-$locale}/auth/callback')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  component: CallbackPage,
})
