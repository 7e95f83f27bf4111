import { Trans } from '@lingui/react/macro'
import { AccountMenu } from '#src/features/identity/components/account-menu.tsx'
import { JumpButton } from '#src/features/search/components/jump-button.tsx'
import { openModal } from '#src/lib/modals.ts'
import { BrandLink } from './brand-link.tsx'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MainNav } from './main-nav.tsx'

// The drawer (and Ariakit's Dialog) loads on first use: phones that never open the menu never download it.
const loadDrawer = () => import('./site-drawer.tsx')

/** On phones the header's navigation and settings move into a drawer this button opens (CSS decides when it shows). */
function MenuButton() {
  return (
    <button
      type="button"
      className="menu-button"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDrawer()}
      onClick={() => openModal(loadDrawer, {})}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span><Trans>Menu</Trans></span>
    </button>
  )
}

/**
 * The site's header, sticky at the top. Wide screens show everything: logo, sections, search, language, colour mode
 * and account. Phones get one bar (logo, search, menu); the rest is in the menu's drawer. The same markup serves both
 * (the server cannot know the width), so shell.css switches between them.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <BrandLink />
        <MainNav />
        <div className="site-tools">
          <JumpButton />
          <div className="site-settings">
            <LanguageSwitcher />
            <ColourModeToggle />
            <AccountMenu />
          </div>
          <MenuButton />
        </div>
      </div>
    </header>
  )
}
