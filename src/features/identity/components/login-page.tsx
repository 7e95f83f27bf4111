import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { safeReturnPath } from '../../../../machines/identity/identity.machine.ts'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useIdentityActor, useIdentityStatus } from '../use-identity.ts'

/** /auth/login: starts a redirect sign-in that comes back to `returnTo`; a member goes straight there. */
export function LoginPage({ returnTo }: { returnTo: string | undefined }) {
  const router = useRouter()
  const identity = useIdentityActor()
  const status = useIdentityStatus()
  const failed = useSelector(identity, (snapshot) => snapshot.matches('anonymous') && snapshot.context.error !== null)
  const target = safeReturnPath(returnTo)

  useEffect(() => {
    if (status === 'member') router.history.replace(target)
    else if (status === 'visitor' && !failed && identity.getSnapshot().matches('anonymous')) {
      identity.send({ type: 'user.signIn', method: 'redirect', returnTo: target })
    }
  }, [status, failed, identity, router, target])

  return (
    <article className="auth-page">
      <PageHeading><Trans>Sign in</Trans></PageHeading>
      {failed ? (
        <>
          <p role="alert"><Trans>Signing in did not work. Please try again.</Trans></p>
          <button type="button" onClick={() => identity.send({ type: 'user.signIn', method: 'redirect', returnTo: target })}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <p><Trans>Taking you to the sign-in page…</Trans></p>
      )}
    </article>
  )
}
