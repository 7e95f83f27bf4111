import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '#src/lib/toasts.ts'
import { citation, DEFAULT_TRANSLATION, shareVerse } from '../share-verse.ts'

/** Shares or copies a verse with its reference; a toast confirms what happened. */
export function ShareVerseButton({ text, reference, path, translation = DEFAULT_TRANSLATION }: { text: string; reference: string; path: string; translation?: string }) {
  const { t } = useLingui()
  const cited = citation(reference, translation)
  const onClick = async () => {
    const outcome = await shareVerse({ text, reference, translation, url: new URL(path, window.location.origin).toString() })
    if (outcome === 'copied') showToast({ id: 'verse-share', title: msg`Verse copied`, text: cited, colour: 'green', icon: 'check' })
    if (outcome === 'shared') showToast({ id: 'verse-share', title: msg`Verse shared`, text: cited, colour: 'green', icon: 'check' })
    if (outcome === 'failed') showToast({ id: 'verse-share', title: msg`Could not copy the verse`, text: cited, colour: 'red', icon: 'error' })
  }
  return (
    <button type="button" className="share-verse" onClick={() => void onClick()} aria-label={t`Share ${cited}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
        <path d="M7 10.5l6-3.5M7 9.5l6 3.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        <circle cx="5" cy="10" r="2.2" fill="currentColor" /><circle cx="15" cy="6" r="2.2" fill="currentColor" /><circle cx="15" cy="14" r="2.2" fill="currentColor" />
      </svg>
      <span>{t`Share`}</span>
    </button>
  )
}
