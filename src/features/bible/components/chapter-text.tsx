import { Composite, CompositeItem, useCompositeStore } from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, useCallback, useRef } from 'react'
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
  choose: (verse: number, options: { extend: boolean; byKeyboard: boolean }) => void
}

/** One verse: its button (hidden until focused: the keyboard's way to pick it), its number linking to its page, its words. */
const VerseText = memo(function VerseText({ verse, params, localeParam, selected, linked, choose }: VerseTextProps) {
  const { t } = useLingui()
  const number = verse.properties.verseNumber
  return (
    <span id={`v${number}`} className="verse" data-verse={number} data-selected={selected || undefined} data-linked={linked || undefined}>
      <CompositeItem
        id={selectButtonId(number)}
        render={<button type="button" className="verse-select visually-hidden" />}
        aria-pressed={selected}
        // The verse's number for screen readers (decision 0096): said once, as short as the printed number.
        aria-label={t`Verse ${number}`}
        // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
        onClick={(event) => choose(number, { extend: event.shiftKey, byKeyboard: event.detail === 0 })}
      />
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
