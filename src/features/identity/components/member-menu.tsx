import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '#src/lib/use-locale.ts'
import { useIdentityActor, useIdentityUser } from '../use-identity.ts'

/** A member's account menu in the header (loaded lazily by AccountMenu). */
export default function MemberMenu() {
  const { t } = useLingui()
  const { param } = useLocale()
  const identity = useIdentityActor()
  const user = useIdentityUser()
  const label = user?.name ?? user?.email ?? t`Account`
  return (
    <div className="account-menu">
      <MenuProvider>
        <MenuButton className="account-button" aria-label={t`Account menu for ${label}`}>
          {label}
        </MenuButton>
        <Menu gutter={8} className="menu" portal>
          <MenuItem className="menu-item" render={<Link to="/{-$locale}/my-profile" params={{ locale: param }} />}>
            <Trans>My profile</Trans>
          </MenuItem>
          <MenuItem className="menu-item" onClick={() => identity.send({ type: 'user.signOut', method: 'redirect' })}>
            <Trans>Sign out</Trans>
          </MenuItem>
        </Menu>
      </MenuProvider>
    </div>
  )
}
