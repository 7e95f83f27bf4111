import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { accountQuery, useIdentityActor, useIdentityUser } from '#src/features/identity/index.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import '#src/lib/ui/form-controls.css'
import { ProfileForm } from './profile-form.tsx'
import './profile.css'

/** /my-profile (member only, guarded in the route): who, prayer points, editable name and preferences. */
export function ProfilePage() {
  const user = useIdentityUser()
  if (!user) return null
  return <Profile sub={user.sub} />
}

function Profile({ sub }: { sub: string }) {
  const { data: account } = useSuspenseQuery(accountQuery(sub))
  const identity = useIdentityActor()
  const router = useRouter()
  const signOut = async () => {
    // Leave the member page first, so its guard does not send the leaving member to sign in again.
    await router.navigate({ to: '/{-$locale}', params: (previous) => previous })
    identity.send({ type: 'user.signOut', method: 'redirect' })
  }
  return (
    <article className="profile-page">
      <PageHeading><Trans>My profile</Trans></PageHeading>
      <dl className="profile-facts">
        <dt><Trans>Name</Trans></dt>
        <dd data-testid="profile-name">{account.name}</dd>
        <dt><Trans>Email</Trans></dt>
        <dd data-testid="profile-email">{account.email}</dd>
      </dl>
      <section aria-labelledby="prayer-points-heading" className="prayer-points">
        <h2 id="prayer-points-heading"><Trans>Prayer points</Trans></h2>
        <dl>
          <dt><Trans>Earned</Trans></dt>
          <dd data-testid="points-earned">{account.prayerPointsEarned}</dd>
          <dt><Trans>Redeemed</Trans></dt>
          <dd data-testid="points-redeemed">{account.prayerPointsRedeemed}</dd>
          <dt><Trans>Balance</Trans></dt>
          <dd data-testid="points-balance">{account.prayerPointsBalance}</dd>
        </dl>
      </section>
      <ProfileForm key={account.id} account={account} sub={sub} />
      <div className="form-actions profile-sign-out">
        <button type="button" className="form-secondary" onClick={() => void signOut()}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </article>
  )
}
