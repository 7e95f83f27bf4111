import { Composite, CompositeItem, useCompositeStore } from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react'
import { useLocale } from '../../../lib/use-locale.ts'
import type { ChapterParams } from '../api/params.ts'
import type { Verse } from '../api/types.ts'
import { useLinkedVerses } from '../use-linked-verses.ts'
import { useVerseSelection } from '../use-verse-selection.ts'
import { inRange } from '../verse-range.ts'
import { RichText } from './rich-text.tsx'
import { SCRIPTURE_LANGUAGE, toParagraphs, toRouteParams } from './scripture.ts'
import { VerseActions } from './verse-actions.tsx'
import './verse-actions.css'

const selectButtonId = (verse: number) => `v${verse}-select`

interface VerseTextProps {
  verse: Verse
  params: ChapterParams
  localeParam: string | undefined
  selected: boolean
  linked: boolean
  /** The verse buttons are the composite's items (↑/↓ between them) once the keyboard has reached them. */
  roving: boolean
  choose: (verse: number, options: { extend: boolean; byKeyboard: boolean }) => void
}

/** One verse: its button (hidden until focused: the keyboard's way to pick it), its number linking to its page, its words. */
const VerseText = memo(function VerseText({ verse, params, localeParam, selected, linked, roving, choose }: VerseTextProps) {
  const { t } = useLingui()
  const number = verse.properties.verseNumber
  const toggle = {
    id: selectButtonId(number),
    'aria-pressed': selected,
    // The verse's number for screen readers (decision 0096): said once, as short as the printed number.
    'aria-label': t`Verse ${number}`,
    // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
    onClick: (event: { shiftKey: boolean; detail: number }) => choose(number, { extend: event.shiftKey, byKeyboard: event.detail === 0 }),
  }
  return (
    <span id={`v${number}`} className="verse" data-verse={number} data-selected={selected || undefined} data-linked={linked || undefined}>
      {roving ? <CompositeItem {...toggle} render={<button type="button" className="verse-select visually-hidden" />} /> : <button type="button" className="verse-select visually-hidden" {...toggle} />}
      {/* Seen, and a link for pointers; screen readers hear the number from the toggle above, so not twice. */}
      <sup className="verse-number" aria-hidden="true">
        <Link
          to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse"
          params={{ ...toRouteParams(params, localeParam), verse: String(number) }}
          tabIndex={-1}
        >
          {number}
        </Link>
      </sup>
      <span lang={SCRIPTURE_LANGUAGE}><RichText value={verse.properties.text} /></span>{' '}
    </span>
  )
})

/**
 * Whether the verse buttons are a composite yet. Ariakit registers every item when it mounts and then renders them all
 * again at once: for Psalm 119's 176 verses, about 300 ms of a slow phone's main thread right after the page appears,
 * and again on every next chapter. Only the keyboard needs the composite, so the buttons become its items when focus
 * first enters the verses (the server's HTML and the first render are plain buttons), and the focused one gets the
 * focus back once it is an item.
 */
function useRovingOnFirstFocus() {
  const [roving, setRoving] = useState(false)
  const focusedBefore = useRef<string | null>(null)
  const startRoving = useCallback((event: FocusEvent<HTMLElement>) => {
    // A click on a verse's number focuses its link; only the keyboard's way in (the buttons) needs the composite.
    if (roving || !event.target.classList.contains('verse-select')) return
    focusedBefore.current = event.target.id
    setRoving(true)
  }, [roving])
  useLayoutEffect(() => {
    if (!roving || !focusedBefore.current) return
    document.getElementById(focusedBefore.current)?.focus()
    focusedBefore.current = null
  }, [roving])
  return { roving, startRoving }
}

/**
 * A chapter's words in the KJV's paragraphs. A reader picks verses by tapping them, by selecting text across them,
 * or from the keyboard (Tab to the verses, ↑/↓ between them, Enter; Shift extends), and gets their actions; a
 * `#v16-18` link marks its verses.
 */
export function ChapterText({ params, bookName, verses }: { params: ChapterParams; bookName: string; verses: readonly Verse[] }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const container = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)
  const composite = useCompositeStore({ orientation: 'vertical' })
  const { roving, startRoving } = useRovingOnFirstFocus()
  const linked = useLinkedVerses(verses.length)
  const selection = useVerseSelection(container, actions)
  const { range, clear } = selection
  const close = useCallback((returnFocus: boolean) => {
    if (returnFocus && range) document.getElementById(selectButtonId(range.first))?.focus()
    clear()
  }, [range, clear])
  return (
    <>
      <Composite
        store={composite}
        role="group"
        aria-label={t`Verses`}
        ref={container}
        className="scripture"
        onClick={selection.onClick}
        onMouseDown={selection.onMouseDown}
        onFocus={startRoving}
      >
        {toParagraphs(verses).map((paragraph) => (
          <p key={paragraph[0]?.id}>
            {paragraph.map((verse) => (
              <VerseText
                key={verse.id}
                verse={verse}
                params={params}
                localeParam={param}
                selected={inRange(range, verse.properties.verseNumber)}
                linked={inRange(linked, verse.properties.verseNumber)}
                roving={roving}
                choose={selection.choose}
              />
            ))}
          </p>
        ))}
      </Composite>
      <div ref={actions}>
        {range ? (
          <VerseActions params={params} bookName={bookName} verses={verses} range={range} takeFocus={selection.byKeyboard} onClose={close} />
        ) : null}
      </div>
    </>
  )
}
