import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { usePageLocation } from '#src/lib/page-location.ts'
import { settings } from '#src/lib/settings.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { registerUrlOf, registrationHref } from '../registration.ts'
import { useIdentityStatus, useSessionRsid } from '../use-identity.ts'

// Only members see the menu: its Ariakit and floating-ui code stays out of every visitor's first download.
const MemberMenu = lazy(() => import('./member-menu.tsx'))

/** The header's account area: "Sign in" / "Register" for visitors, a menu for members. */
export function AccountMenu() {
  const status = useIdentityStatus()
  // Nothing until the stored user has been read, so a member never sees "Sign in" flash.
  if (status === 'pending') return <div className="account-menu" aria-hidden="true" />
  if (status === 'member') {
    return (
      <Suspense fallback={<div className="account-menu" aria-hidden="true" />}>
        <MemberMenu />
      </Suspense>
    )
  }
  return <VisitorLinks />
}

function VisitorLinks() {
  const { param, locale } = useLocale()
  const rsid = useSessionRsid()
  const { pathname, searchStr, hash } = usePageLocation()
  const returnTo = `${pathname}${searchStr}${hash === '' ? '' : `#${hash}`}`
  const register = registrationHref(registerUrlOf(settings), new URL(returnTo, window.location.origin).href, rsid, locale)
  return (
    <div className="account-menu">
      <Link to="/{-$locale}/auth/login" params={{ locale: param }} search={{ returnTo }} className="account-sign-in">
        <Trans>Sign in</Trans>
      </Link>
      <a href={register} className="account-register">
        <Trans>Register</Trans>
      </a>
    </div>
  )
}
