import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { AccountMenu } from '#src/features/identity/components/account-menu.tsx'
import type { ModalProps } from '#src/lib/modals.ts'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MainNav } from './main-nav.tsx'
import './site-drawer.css'

/**
 * The phone header's menu: the site's sections, language, colour mode and account in a modal drawer (Ariakit's
 * Dialog: focus moves in and is kept there, Escape and the backdrop close it, focus returns to the Menu button).
 * Any navigation closes it; one to another page leaves the focus to the new page's heading (the shell moves it there).
 */
export default function SiteDrawer({ onClose }: ModalProps) {
  const { t } = useLingui()
  const router = useRouter()
  const close = useRef(onClose)
  const toAnotherPage = useRef(false)
  useEffect(() => { close.current = onClose })
  useEffect(() => router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    toAnotherPage.current = pathChanged
    close.current()
  }), [router])
  return (
    <Dialog
      open
      onClose={onClose}
      className="site-drawer"
      backdrop={<div className="site-drawer-backdrop" />}
      autoFocusOnHide={() => !toAnotherPage.current}
    >
      <div className="site-drawer-top">
        <DialogHeading className="site-drawer-heading"><Trans>Menu</Trans></DialogHeading>
        <DialogDismiss className="site-drawer-close" aria-label={t`Close the menu`}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" /></svg>
        </DialogDismiss>
      </div>
      <MainNav />
      <div className="site-drawer-settings">
        <LanguageSwitcher />
        <ColourModeToggle />
      </div>
      <AccountMenu />
    </Dialog>
  )
}
