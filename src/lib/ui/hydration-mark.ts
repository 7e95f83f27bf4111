import { useEffect, type RefObject } from 'react'

/**
 * Spread on one element of each hydration boundary that listens for keys or selections (a page's heading, a chapter's
 * verses): the server's HTML and the first render carry it, and an effect removes it, in the same flush as the
 * boundary's other effects. A page's content hydrates after the shell, at React's lowest priority, and a chapter's
 * verses later still; until the mark is gone, the page does not hear ←, →, ↓ or a selection. The browser suite waits
 * for no mark to be left before it presses them (decision 0126).
 */
export const HYDRATING_MARK = { 'data-hydrating': '' } as const

/** Removes the mark once the element's boundary has hydrated; after every commit, as the element may be new. */
export function useHydrationMark(element: RefObject<HTMLElement | null>): void {
  useEffect(() => element.current?.removeAttribute('data-hydrating'))
}
