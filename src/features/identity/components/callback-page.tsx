import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import type { PROVIDER_UNREACHABLE_ERROR } from '#machines/identity/identity.types.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { leftTheProvider } from '../leave-callback.ts'
import { useIdentityError, useIdentityStatus } from '../use-identity.ts'

/** The machine's code, typed as its constant so the compiler checks the text (a value import would load its module). */
const PROVIDER_UNREACHABLE: typeof PROVIDER_UNREACHABLE_ERROR = 'provider_unreachable'

/**
 * /auth/callback: the identity machine completes the sign-in as it starts here (`callback: true`); the route's
 * `beforeLoad` (`leaveCallback`) leaves when it is done. This page says "One moment…" meanwhile, or that the
 * sign-in failed.
 */
export function CallbackPage() {
  const { param } = useLocale()
  const status = useIdentityStatus()
  const error = useIdentityError()
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const cancelled = status === 'visitor' && leftTheProvider(search)

  return (
    <article className="auth-page">
      <PageHeading><Trans>Signing in</Trans></PageHeading>
      {status === 'visitor' && !cancelled ? (
        <>
          <p role="alert">
            {error === PROVIDER_UNREACHABLE
              ? <Trans>The sign-in service cannot be reached right now. Please try again later.</Trans>
              : <Trans>Signing in could not be completed. Please try again.</Trans>}
          </p>
          <p><Link to="/{-$locale}" params={{ locale: param }}><Trans>Go to the home page</Trans></Link></p>
        </>
      ) : (
        <p><Trans>One moment…</Trans></p>
      )}
    </article>
  )
}
