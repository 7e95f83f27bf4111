import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AdSlot } from '#src/features/ads/components/ad-slot.tsx'
import { settings } from '#src/lib/settings.ts'
import { usePageMeta } from './page-meta.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { NewsletterHeader } from './newsletter-header.tsx'
import { KeyboardHelp } from '#src/features/keyboard/components/keyboard-help.tsx'
import { useAnnounceLayoutHydrated } from '#src/features/identity/layout-hydrated.ts'

export const MAIN_ID = 'main'

function SkipLink() {
  return <a className="skip-link" href={`#${MAIN_ID}`}><Trans>Skip to content</Trans></a>
}

function Main({ children, className }: { children: ReactNode; className: string }) {
  // Member guards wait for this: the layout around `main` has hydrated.
  useAnnounceLayoutHydrated()
  return <main id={MAIN_ID} tabIndex={-1} className={className}>{children}</main>
}

/** The page's ad slot, only when ads are on (R-ADS-1); its space is reserved so nothing shifts. */
function PageAd() {
  const { adTemplate } = usePageMeta()
  return settings.enableAds ? <AdSlot template={adTemplate} /> : null
}

/** The `_site` layout route: header with navigation, the page, an ad slot (when ads are on), a footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <SkipLink />
      <SiteHeader />
      <Main className="page">{children}</Main>
      <PageAd />
      <SiteFooter />
      <KeyboardHelp />
    </div>
  )
}

/** The `_newsletter` layout route (daily email pages): a slim header with the way home, a narrow reading column. */
export function NewsletterLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-newsletter">
      <SkipLink />
      <NewsletterHeader />
      <Main className="page page-narrow">{children}</Main>
      <PageAd />
      <SiteFooter />
    </div>
  )
}
