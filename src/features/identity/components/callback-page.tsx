import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import { leftTheProvider } from '../leave-callback.ts'
import { signInFailure } from '../sign-in-failure.ts'
import { useIdentityError, useIdentityStatus } from '../use-identity.ts'

/**
 * /auth/callback: the identity machine completes the sign-in as it starts here (`callback: true`); the route's
 * `beforeLoad` (`leaveCallback`) leaves when it is done. This page says "One moment…" meanwhile, or that the
 * sign-in failed.
 */
export function CallbackPage() {
  const { param } = useLocale()
  const { i18n } = useLingui()
  const status = useIdentityStatus()
  const error = useIdentityError()
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const cancelled = status === 'visitor' && leftTheProvider(search)

  return (
    <article className="auth-page">
      <PageHeading><Trans>Signing in</Trans></PageHeading>
      {status === 'visitor' && !cancelled ? (
        <>
          <p role="alert">{i18n._(signInFailure(error, 'callback'))}</p>
          <p><Link to="/{-$locale}" params={{ locale: param }}><Trans>Go to the home page</Trans></Link></p>
        </>
      ) : (
        <p><Trans>One moment…</Trans></p>
      )}
    </article>
  )
}
