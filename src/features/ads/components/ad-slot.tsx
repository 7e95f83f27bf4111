import { useLingui } from '@lingui/react/macro'
import './ad-slot.css'

// The ad script fills the slot whenever it arrives, possibly while React is still hydrating the page around it: as
// markup React does not own (never compared, never reset), the ad can never make the page's HTML "mismatch".
const FILLED_BY_THE_AD_SCRIPT = { __html: '' }

/**
 * Where the ad script puts an ad (`[data-ad-slot]`, filled by the ad stand-in or the real ad server). Its
 * height is reserved here, before any ad code loads, so an ad arriving or leaving never moves the text.
 */
export function AdSlot({ template, size = 'leaderboard' }: { template: string; size?: 'leaderboard' | 'rectangle' }) {
  const { t } = useLingui()
  return (
    <section className="ad-slot-region" aria-label={t`Advertisement`}>
      <div className={`ad-slot ad-slot-${size}`} data-ad-slot={size} data-ad-template={template} suppressHydrationWarning dangerouslySetInnerHTML={FILLED_BY_THE_AD_SCRIPT} />
    </section>
  )
}
