import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { PROVIDER_UNREACHABLE_ERROR, SESSION_EXPIRED_ERROR } from '#machines/identity/identity.types.ts'
import { safeReturnPath } from '#machines/identity/return-path.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useIdentityActor, useIdentityError, useIdentityStatus } from '../use-identity.ts'

/**
 * After "Session expired" the sign-in waits this long, so the message can be read before the provider's page
 * replaces this one.
 */
export const SESSION_EXPIRED_PAUSE_MS = 2_500

// The machine's codes, typed as its constants so the compiler checks the text (value imports would load its module).
const SESSION_EXPIRED: typeof SESSION_EXPIRED_ERROR = 'session_expired'
const PROVIDER_UNREACHABLE: typeof PROVIDER_UNREACHABLE_ERROR = 'provider_unreachable'

interface LoginPageProps {
  returnTo: string | undefined
  /** Where to go back to if the visitor leaves the provider's page; `returnTo` when not given. */
  cancelTo: string | undefined
}

/** /auth/login: starts a redirect sign-in that comes back to `returnTo`; a member goes straight there. */
export function LoginPage({ returnTo, cancelTo }: LoginPageProps) {
  const router = useRouter()
  const identity = useIdentityActor()
  const status = useIdentityStatus()
  const error = useIdentityError()
  const expired = error === SESSION_EXPIRED
  const failed = error !== null && !expired
  const target = safeReturnPath(returnTo)
  const cancelTarget = cancelTo === undefined ? target : safeReturnPath(cancelTo)

  useEffect(() => {
    const signIn = () => identity.send({ type: 'user.signIn', method: 'redirect', returnTo: target, cancelTo: cancelTarget })
    if (status === 'member') {
      router.history.replace(target)
      return undefined
    }
    if (status !== 'visitor' || failed || !identity.current()?.getSnapshot().matches('anonymous')) return undefined
    if (!expired) {
      signIn()
      return undefined
    }
    const timer = setTimeout(signIn, SESSION_EXPIRED_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [status, failed, expired, identity, router, target, cancelTarget])

  return (
    <article className="auth-page">
      <PageHeading><Trans>Sign in</Trans></PageHeading>
      {failed ? (
        <>
          <p role="alert">
            {error === PROVIDER_UNREACHABLE
              ? <Trans>The sign-in service cannot be reached right now. Please try again later.</Trans>
              : <Trans>Signing in did not work. Please try again.</Trans>}
          </p>
          <button type="button" onClick={() => identity.send({ type: 'user.signIn', method: 'redirect', returnTo: target, cancelTo: cancelTarget })}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <>
          {expired ? <p role="alert"><Trans>Session expired. You have been logged out.</Trans></p> : null}
          <p><Trans>Taking you to the sign-in page…</Trans></p>
        </>
      )}
    </article>
  )
}
