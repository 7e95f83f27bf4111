import { Trans } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import { takeAuthRedirect } from '../auth-redirect.ts'
import { useIdentityStatus } from '../use-identity.ts'

/**
 * /auth/callback: the identity machine completes the sign-in as it starts here (`callback: true`); this page
 * waits for it and then goes to the stored auth-redirect address (same-origin only, default `/`).
 */
export function CallbackPage() {
  const { param } = useLocale()
  const router = useRouter()
  const status = useIdentityStatus()

  useEffect(() => {
    if (status === 'member') router.history.replace(takeAuthRedirect(sessionStorage))
  }, [status, router])

  return (
    <article className="auth-page">
      <PageHeading><Trans>Signing in</Trans></PageHeading>
      {status === 'visitor' ? (
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
