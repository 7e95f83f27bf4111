import { useRouter } from '@tanstack/react-router'
import { getElementScrollRestorationEntry } from '@tanstack/router-core'
import { useDeferredValue, useState } from 'react'
import { plainTextOf } from '#src/lib/content.ts'
import { useHydrated } from '#src/lib/ui/hydrated.ts'
import type { Verse } from './api/types.ts'

/**
 * Screen a character of a chapter's text takes, in square pixels, at least: at the smallest reading size (16 px, line
 * height 1.75) a character is about 7 × 28 px. Counting less per character renders more than a screen, never less.
 */
const SCREEN_PIXELS_PER_CHARACTER = 150
/** The verses' column is at most 35em wide: 560 px at the smallest reading size. */
const TEXT_COLUMN_MAX_WIDTH = 600

/** How many characters of a chapter's text a window of this size holds, at most. */
export const charactersOnScreen = (width: number, height: number): number =>
  Math.ceil((Math.min(width, TEXT_COLUMN_MAX_WIDTH) * height) / SCREEN_PIXELS_PER_CHARACTER)

/**
 * How many verses, from the first, hold `characters` of text; never fewer than `through` (a linked verse must be there
 * to be scrolled to), never more than there are.
 */
export function versesHolding(verses: readonly Verse[], characters: number, through: number): number {
  let count = 0
  let total = 0
  for (const verse of verses) {
    if (total >= characters && count >= through) break
    total += plainTextOf(verse.properties.text).length
    count += 1
  }
  return count
}

/**
 * How many of a chapter's verses to render now. On a client-side navigation, first the verses that fill the screen,
 * then all of them in a render React makes in slices of its own (`useDeferredValue`), which the browser may paint
 * between. Rendered at once, a long chapter's verses held the click back before its first paint (decision 0128).
 * The server's HTML and its hydration have every verse, and so does a page the router scrolls
 * back to: its place may be far down.
 */
export function useVersesToRender(verses: readonly Verse[], through: number): number {
  const hydrated = useHydrated()
  const router = useRouter()
  // Read when the verses mount (the chapter text is keyed by chapter): useDeferredValue uses its initial value only then.
  const [first] = useState(() => {
    // The router's own record of where this entry of the history was left, read as its scroll restoration reads it.
    if (!hydrated || (getElementScrollRestorationEntry(router, { getElement: () => window })?.scrollY ?? 0) > 0) return undefined
    // The screen, not the window: it holds at least as much, and reading the window's size would force a layout of the
    // page being left, in the middle of the navigation.
    const count = versesHolding(verses, charactersOnScreen(window.screen.width, window.screen.height), through)
    return count < verses.length ? count : undefined
  })
  return useDeferredValue(verses.length, first)
}
