import { createFileRoute } from '@tanstack/react-router'
import { requireMember } from '../../features/identity/require-member.ts'
import { ProfilePage } from '../../features/profile/components/profile-page.tsx'

export const Route = createFileRoute('/{-$locale}/my-profile')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  beforeLoad: ({ context, location, preload }) => requireMember(context, { returnTo: location.href, preload }),
  component: ProfilePage,
})
