import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { forwardRef, lazy, memo, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'
import { routerClickTarget } from '#src/lib/router-clicks.ts'
import { HYDRATING_MARK, useHydrationMark } from '#src/lib/ui/hydration-mark.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import type { ChapterParams } from '../api/params.ts'
import type { Verse } from '../api/types.ts'
import { useLinkedVerses } from '../use-linked-verses.ts'
import { useVerseSelection } from '../use-verse-selection.ts'
import { useVersesToRender } from '../verses-first-shown.ts'
import { inRange } from '../verse-range.ts'
import { RichText } from './rich-text.tsx'
import { SCRIPTURE_LANGUAGE, toParagraphs, toRouteParams, withTrailingSpace } from './scripture.ts'
import type { VerseComposite, VerseGroupProps, VerseItem } from './verse-roving.tsx'
import './verse-actions.css'

// Both load on first use (decision 0118): the bar when verses are first picked (or as soon as a reader starts to),
// the composite when the keyboard first reaches a verse.
const loadVerseActions = () => import('./verse-actions.tsx')
const preloadVerseActions = () => void loadVerseActions()
const VerseActions = lazy(() => loadVerseActions().then((module) => ({ default: module.VerseActions })))
const loadRoving = () => import('./verse-roving.tsx')
interface Roving { VerseComposite: typeof VerseComposite; VerseItem: typeof VerseItem }

/** The verses' container until the keyboard reaches them: the same element the composite renders. */
const PlainGroup = forwardRef<HTMLDivElement, VerseGroupProps>(function PlainGroup(props, ref) {
  return <div role="group" ref={ref} {...props} />
})

const selectButtonId = (verse: number) => `v${verse}-select`

interface VerseTextProps {
  verse: Verse
  /** The chapter's address: a verse's page is under it. */
  chapterHref: string
  selected: boolean
  linked: boolean
  /** The verse buttons are the composite's items (↑/↓ between them) once the keyboard has reached them. */
  Item: typeof VerseItem | null
  choose: (verse: number, options: { extend: boolean; byKeyboard: boolean }) => void
}

/** One verse: its button (hidden until focused: the keyboard's way to pick it), its number linking to its page, its words. */
const VerseText = memo(function VerseText({ verse, chapterHref, selected, linked, Item, choose }: VerseTextProps) {
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
      {Item ? <Item className="verse-select visually-hidden" {...toggle} /> : <button type="button" className="verse-select visually-hidden" {...toggle} />}
      {/* Seen, and a link for pointers; screen readers hear the number from the toggle above, so not twice. A plain
          anchor: the verses' container routes its clicks (decision 0123). */}
      <sup className="verse-number" aria-hidden="true">
        <a href={`${chapterHref}/${number}`} tabIndex={-1}>{number}</a>
      </sup>
      <span lang={SCRIPTURE_LANGUAGE}><RichText value={withTrailingSpace(verse.properties.text)} /></span>
    </span>
  )
})

interface PendingMove { from: 'focused' | 'first' | 'last'; by: number }
const STAY: PendingMove = { from: 'focused', by: 0 }

/** The composite's own keys (decision 0080), kept while its code loads; null for any other key. */
function queuedMove(pending: PendingMove, key: string): PendingMove | null {
  if (key === 'ArrowDown' || key === 'ArrowUp') return { ...pending, by: pending.by + (key === 'ArrowDown' ? 1 : -1) }
  if (key === 'Home') return { from: 'first', by: 0 }
  if (key === 'End') return { from: 'last', by: 0 }
  return null
}

/**
 * Whether the verse buttons are a composite yet, and its code. Ariakit registers every item when it mounts and then
 * renders them all again at once: on a long chapter, a long task of a slow phone's main thread right after the page
 * appears, and again on every next chapter; and its code would be a large part of a chapter's first download. Only
 * the keyboard needs the composite, so it loads when focus first enters the verses (the server's HTML and the first
 * render are plain buttons), the verses then render again as its items, and the focused one gets the focus back.
 */
function useRovingOnFirstFocus(container: RefObject<HTMLElement | null>) {
  const [roving, setRoving] = useState<Roving | null>(null)
  const focusedBefore = useRef<string | null>(null)
  // ↑/↓/Home/End pressed while the composite's code is on its way: where the focus should be once it is there.
  const movesWhileLoading = useRef<PendingMove>(STAY)
  const loading = useRef(false)
  const startRoving = useCallback((event: FocusEvent<HTMLElement>) => {
    // A click on a verse's number focuses its link; only the keyboard's way in (the buttons) needs the composite.
    if (!event.target.classList.contains('verse-select')) return
    focusedBefore.current = event.target.id
    movesWhileLoading.current = STAY
    if (loading.current) return
    loading.current = true
    void loadVerseActions()
    // If the code cannot load, the buttons stay plain: Tab still reaches every verse, Enter still picks it.
    loadRoving().then(({ VerseComposite, VerseItem }) => setRoving({ VerseComposite, VerseItem }), () => undefined)
  }, [])
  const queueMove = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (roving || !loading.current || !(event.target instanceof HTMLElement) || !event.target.classList.contains('verse-select')) return
    const next = queuedMove(movesWhileLoading.current, event.key)
    if (!next) return
    event.preventDefault()
    movesWhileLoading.current = next
  }, [roving])
  useLayoutEffect(() => {
    if (!roving || !focusedBefore.current) return
    const buttons = [...(container.current?.getElementsByClassName('verse-select') ?? [])].filter((button) => button instanceof HTMLElement)
    const focused = buttons.findIndex((button) => button.id === focusedBefore.current)
    const { from, by } = movesWhileLoading.current
    const start = from === 'first' ? 0 : from === 'last' ? buttons.length - 1 : focused
    // As the composite moves (vertical, no wrapping): not past the first verse or the last.
    const to = focused === -1 ? undefined : buttons[Math.min(Math.max(start + by, 0), buttons.length - 1)]
    // Only if the focus went with the old elements: a reader who tabbed on keeps their place.
    if (document.activeElement === document.body || document.activeElement === null) to?.focus()
    focusedBefore.current = null
  }, [roving, container])
  return { roving, startRoving, queueMove }
}

/**
 * A chapter's words in the KJV's paragraphs. A reader picks verses by tapping them, by selecting text across them,
 * or from the keyboard (Tab to the verses, ↑/↓ between them, Enter; Shift extends), and gets their actions; a
 * `#v16-18` link marks its verses.
 */
export function ChapterText({ params, bookName, verses }: { params: ChapterParams; bookName: string; verses: readonly Verse[] }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const router = useRouter()
  // Built once for the chapter, not once per verse: the verse route's path is the chapter's and the verse's number.
  const chapterHref = useMemo(
    () => router.buildLocation({ to: '/{-$locale}/bible/{$testament}-testament/$book/$chapter', params: toRouteParams(params, param) }).href,
    [router, params, param],
  )
  const container = useRef<HTMLDivElement>(null)
  // The verses are a hydration boundary of their own (ChapterPage): their selection and keys are heard once it is gone.
  useHydrationMark(container)
  const actions = useRef<HTMLDivElement>(null)
  const { roving, startRoving, queueMove } = useRovingOnFirstFocus(container)
  // Another element type remounts the verses: once, when the keyboard first reaches them.
  const Group = roving?.VerseComposite ?? PlainGroup
  const linked = useLinkedVerses(verses.length)
  const shown = useVersesToRender(verses, linked?.last ?? 0)
  const selection = useVerseSelection(container, actions)
  const { range, clear } = selection
  const close = useCallback((returnFocus: boolean) => {
    if (returnFocus && range) document.getElementById(selectButtonId(range.first))?.focus()
    clear()
  }, [range, clear])
  const { onClick: pickOnClick } = selection
  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    const href = routerClickTarget(event)
    if (href === null) return pickOnClick(event)
    event.preventDefault()
    void router.navigate({ href })
  }, [router, pickOnClick])
  return (
    <>
      <Group
        aria-label={t`Verses`}
        ref={container}
        className="scripture"
        onClick={onClick}
        onMouseDown={selection.onMouseDown}
        // A touch's pointerdown comes well before its click: the bar's code is on its way by the time a verse is picked.
        onPointerDown={preloadVerseActions}
        onFocus={startRoving}
        onKeyDown={queueMove}
        {...HYDRATING_MARK}
      >
        {toParagraphs(verses.slice(0, shown)).map((paragraph) => (
          <p key={paragraph[0]?.properties.verseNumber}>
            {paragraph.map((verse) => (
              <VerseText
                key={verse.properties.verseNumber}
                verse={verse}
                chapterHref={chapterHref}
                selected={inRange(range, verse.properties.verseNumber)}
                linked={inRange(linked, verse.properties.verseNumber)}
                Item={roving?.VerseItem ?? null}
                choose={selection.choose}
              />
            ))}
          </p>
        ))}
      </Group>
      <div ref={actions}>
        {range ? (
          <Suspense>
            <VerseActions params={params} bookName={bookName} verses={verses} range={range} takeFocus={selection.byKeyboard} onClose={close} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
