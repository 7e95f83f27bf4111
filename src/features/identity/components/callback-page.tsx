import { Trans } from '@lingui/react/macro'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import { SIGN_IN_CANCELLED_ERROR } from '../../../../machines/identity/identity.types.ts'
import { takeAuthCancel, takeAuthRedirect } from '../auth-redirect.ts'
import { useIdentityStatus } from '../use-identity.ts'

/** "Back to Lamp" on the provider's page answers the callback with `error=access_denied`. */
const leftTheProvider = (search: string) => new URLSearchParams(search).get('error') === SIGN_IN_CANCELLED_ERROR

/**
 * /auth/callback: the identity machine completes the sign-in as it starts here (`callback: true`); this page
 * waits for it and then goes to the stored auth-redirect address (same-origin only, default `/`). A visitor who
 * left the provider's page goes quietly back to where they were before the sign-in (never to the member page
 * that asked for it, which would send them straight back).
 */
export function CallbackPage() {
  const { param } = useLocale()
  const router = useRouter()
  const status = useIdentityStatus()
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const cancelled = status === 'visitor' && leftTheProvider(search)

  useEffect(() => {
    if (status === 'member') router.history.replace(takeAuthRedirect(sessionStorage))
    else if (cancelled) router.history.replace(takeAuthCancel(sessionStorage))
  }, [status, cancelled, router])

  return (
    <article className="auth-page">
      <PageHeading><Trans>Signing in</Trans></PageHeading>
      {status === 'visitor' && !cancelled ? (
        <>
          <p role="alert"><Trans>Signing in could not be completed. Please try again.</Trans></p>
          <p><Link to="/{-$locale}" params={{ locale: param }}><Trans>Go to the home page</Trans></Link></p>
        </>
      ) : (
        <p><Trans>One moment…</Trans></p>
      )}
    </article>
  )
}
