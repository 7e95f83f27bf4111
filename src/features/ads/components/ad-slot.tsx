import { useLingui } from '@lingui/react/macro'
import './ad-slot.css'

/**
 * Where the ad script puts an ad (`[data-ad-slot]`, filled by the ad stand-in or the real ad server). Its
 * height is reserved here, before any ad code loads, so an ad arriving or leaving never moves the text.
 */
export function AdSlot({ template, size = 'leaderboard' }: { template: string; size?: 'leaderboard' | 'rectangle' }) {
  const { t } = useLingui()
  return (
    <section className="ad-slot-region" aria-label={t`Advertisement`}>
      <div className={`ad-slot ad-slot-${size}`} data-ad-slot={size} data-ad-template={template} />
    </section>
  )
}
