import { AccountMenu } from '../../features/identity/components/account-menu.tsx'
import { JumpButton } from '../../features/search/components/jump-button.tsx'
import { BrandLink } from './brand-link.tsx'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MainNav } from './main-nav.tsx'

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <BrandLink />
        <MainNav />
        <div className="site-tools">
          <JumpButton />
          <LanguageSwitcher />
          <ColourModeToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
