import { useCallback, useEffect, useState, type MouseEvent, type RefObject } from 'react'
import { isDialogOpen } from '../keyboard/index.ts'
import { rangeOf, sameRange, type VerseRange } from './verse-range.ts'

export interface VerseSelection {
  range: VerseRange | null
  /** The last change came from the keyboard: the actions take the focus. */
  byKeyboard: boolean
  /** A verse chosen: alone, or (extend) as the end of a range from the last chosen one. Choosing a lone verse again drops it. */
  choose: (verse: number, options: { extend: boolean; byKeyboard: boolean }) => void
  clear: () => void
  /** For the verses' container: a click or tap on a verse's words chooses it. */
  onClick: (event: MouseEvent<HTMLElement>) => void
  /** For the verses' container: Shift+click extends the verses, not the browser's text selection. */
  onMouseDown: (event: MouseEvent<HTMLElement>) => void
}

const NOTHING = { range: null, anchor: null, byKeyboard: false }

/** Strict overlap: a selection that only touches a verse's edge does not take it. */
function overlaps(selection: Range, element: Element): boolean {
  const verse = document.createRange()
  verse.selectNodeContents(element)
  return selection.compareBoundaryPoints(Range.END_TO_START, verse) < 0 && selection.compareBoundaryPoints(Range.START_TO_END, verse) > 0
}

/** The verses a text selection spans inside the container (first to last), or null. */
function selectedVerses(container: HTMLElement): VerseRange | null {
  const selection = document.getSelection()
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null
  const range = selection.getRangeAt(0)
  const numbers = [...container.querySelectorAll<HTMLElement>('[data-verse]')]
    .filter((element) => overlaps(range, element))
    .map((element) => Number(element.dataset['verse']))
  const first = numbers[0]
  const last = numbers.at(-1)
  return first === undefined || last === undefined ? null : rangeOf(first, last)
}

/**
 * Which verses of a chapter the reader has picked: by clicking or tapping them (Shift extends), with the keyboard
 * (each verse's button), or by selecting text across them. Escape, or a click outside the verses and their
 * actions (`keep`), lets go.
 */
export function useVerseSelection(container: RefObject<HTMLElement | null>, keep: RefObject<HTMLElement | null>): VerseSelection {
  // The anchor is where a Shift+click or Shift+Enter extends from: the verse chosen last, or the selection's first.
  const [state, setState] = useState<{ range: VerseRange | null; anchor: number | null; byKeyboard: boolean }>(NOTHING)

  const choose = useCallback((verse: number, { extend, byKeyboard }: { extend: boolean; byKeyboard: boolean }) => {
    setState((current) => {
      if (extend && current.anchor !== null) return { range: rangeOf(current.anchor, verse), anchor: current.anchor, byKeyboard }
      const alone = rangeOf(verse, verse)
      return sameRange(current.range, alone) ? NOTHING : { range: alone, anchor: verse, byKeyboard }
    })
  }, [])
  const clear = useCallback(() => setState(NOTHING), [])

  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null
    // Links (the verse numbers) and buttons do their own thing; a text selection is read on its own (below).
    if (event.defaultPrevented || !target || target.closest('a, button')) return
    const verse = target.closest<HTMLElement>('[data-verse]')
    if (!verse || document.getSelection()?.isCollapsed === false) return
    choose(Number(verse.dataset['verse']), { extend: event.shiftKey, byKeyboard: false })
  }, [choose])

  const onMouseDown = useCallback((event: MouseEvent<HTMLElement>) => {
    if (event.shiftKey && event.target instanceof Element && event.target.closest('[data-verse]')) event.preventDefault()
  }, [])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Selecting text fires many events while the handles move: read the selection once it rests.
    const onSelectionChange = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const element = container.current
        const range = element ? selectedVerses(element) : null
        if (!range) return
        setState((current) => (sameRange(current.range, range) ? current : { range, anchor: range.first, byKeyboard: false }))
      }, 120)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isDialogOpen(document)) return
      clear()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null
      if (!target || container.current?.contains(target) || keep.current?.contains(target)) return
      // Toasts and dialogs opened from the actions do not end the selection.
      if (target instanceof Element && target.closest('[role="dialog"], .toast-area')) return
      clear()
    }
    document.addEventListener('selectionchange', onSelectionChange)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('selectionchange', onSelectionChange)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [container, keep, clear])

  return { range: state.range, byKeyboard: state.byKeyboard, choose, clear, onClick, onMouseDown }
}
