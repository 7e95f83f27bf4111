import { Toolbar, ToolbarItem } from '@ariakit/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { showToast } from '#src/lib/toasts.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { useFavorites } from '#src/features/favorites/index.ts'
import { useSitePath } from './verse-link.tsx'
import { citation, copyText, shareVerseLink } from '#src/features/sharing/index.ts'
import type { ChapterParams } from '../api/params.ts'
import type { Verse } from '../api/types.ts'
import { copiedVerses } from '../verse-copy.ts'
import { verseHash, verseReference, type VerseRange } from '../verse-range.ts'
import { toRouteParams } from './scripture.ts'
import './verse-actions.css'

export interface VerseActionsProps {
  params: ChapterParams
  bookName: string
  verses: readonly Verse[]
  range: VerseRange
  /** The verses were chosen with the keyboard: the first action takes the focus. */
  takeFocus: boolean
  /** Lets go of the verses; `returnFocus` when the focus was in the bar, so it goes back to the verses. */
  onClose: (returnFocus: boolean) => void
}

/** The bar for the verses a reader picked in a chapter: copy with the reference, share a link, save, close. */
export function VerseActions({ params, bookName, verses, range, takeFocus, onClose }: VerseActionsProps) {
  const { t } = useLingui()
  const { param } = useLocale()
  const sitePath = useSitePath()
  const { isFavorite, add, remove, ready } = useFavorites()
  const first = useRef<HTMLButtonElement>(null)
  const reference = verseReference(bookName, params.chapter, range)
  const cited = citation(reference)
  const single = range.first === range.last
  const chapterPath = `/bible/${params.testament}-testament/${params.book}/${params.chapter}`
  // One verse is kept as its page (as the verse page's own Save button keeps it); a range as the chapter at the range.
  const favorite = { kind: 'verse' as const, path: single ? `${chapterPath}/${range.first}` : `${chapterPath}#${verseHash(range)}` }
  const saved = isFavorite(favorite)

  useEffect(() => {
    if (takeFocus) first.current?.focus()
  }, [takeFocus, range.first, range.last])

  const copy = async () => {
    const outcome = await copyText(copiedVerses(verses, range, bookName, params.chapter))
    if (outcome === 'copied') showToast({ id: 'verse-actions', title: single ? msg`Verse copied` : msg`Verses copied`, text: cited, colour: 'green', icon: 'check' })
    else showToast({ id: 'verse-actions', title: msg`Could not copy the verse`, text: cited, colour: 'red', icon: 'error' })
  }
  const share = async () => {
    const url = new URL(`${sitePath(chapterPath)}#${verseHash(range)}`, window.location.origin).toString()
    const outcome = await shareVerseLink({ reference, url })
    if (outcome === 'copied') showToast({ id: 'verse-actions', title: msg`Link copied`, text: url, colour: 'green', icon: 'check' })
    if (outcome === 'failed') showToast({ id: 'verse-actions', title: msg`Could not copy the link`, text: url, colour: 'red', icon: 'error' })
  }
  const toggleSaved = () => (saved ? remove(favorite) : add({ ...favorite, title: reference, addedAt: new Date().toISOString() }))
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onClose(true)
  }

  return (
    <Toolbar className="verse-actions" aria-label={t`Actions for ${reference}`} onKeyDown={onKeyDown}>
      <p className="verse-actions-reference" aria-hidden="true">{reference}</p>
      <ToolbarItem ref={first} className="verse-action" onClick={() => void copy()}><Trans>Copy</Trans></ToolbarItem>
      <ToolbarItem className="verse-action" onClick={() => void share()}><Trans>Share link</Trans></ToolbarItem>
      <ToolbarItem className="verse-action verse-action-save" aria-pressed={saved} disabled={!ready} accessibleWhenDisabled onClick={toggleSaved}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.4 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.8 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
        <Trans>Save</Trans>
      </ToolbarItem>
      {single ? (
        <ToolbarItem
          className="verse-action"
          render={<Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse" params={{ ...toRouteParams(params, param), verse: String(range.first) }} />}
        >
          <Trans>Verse page</Trans>
        </ToolbarItem>
      ) : null}
      <ToolbarItem className="verse-action verse-action-close" aria-label={t`Close`} onClick={() => onClose(true)}>
        <span aria-hidden="true">×</span>
      </ToolbarItem>
    </Toolbar>
  )
}
