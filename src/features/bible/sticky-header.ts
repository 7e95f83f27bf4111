import { useEffect } from 'react'

/** The height of whatever header sticks to the top of the window (0 when none does); reading CSS offsets by it. */
export const STICKY_HEADER_HEIGHT = '--sticky-header-height'

const stuckToTop = (element: Element) => {
  const { position } = getComputedStyle(element)
  return position === 'sticky' || position === 'fixed'
}

function measure(): void {
  const height = [...document.querySelectorAll('body header')].filter(stuckToTop)
    .reduce((tallest, header) => Math.max(tallest, header.getBoundingClientRect().height), 0)
  const { style } = document.documentElement
  const value = `${Math.ceil(height)}px`
  // Only a new height is written: each write restyles <html> (the property is not inherited, shell.css).
  if (style.getPropertyValue(STICKY_HEADER_HEIGHT) !== value) style.setProperty(STICKY_HEADER_HEIGHT, value)
}

/**
 * Keeps `--sticky-header-height` equal to the sticky header's height while a reading page is open, so a verse
 * scrolled to (`#v16`) lands below the header whatever its layout (it wraps, and it changes with the shell). Other
 * pages keep the last height measured (src/styles/shell.css estimates it until a reading page has been open).
 */
export function useStickyHeaderHeight(): void {
  useEffect(() => {
    // No measuring here: the observer reports every header's size once the page is laid out, before it is painted;
    // measuring now would force a layout of the new page in the middle of a navigation.
    const observer = new ResizeObserver(measure)
    for (const header of document.querySelectorAll('body header')) observer.observe(header)
    window.addEventListener('resize', measure)
    // The height stays when the page goes: it is still the header's, and the next chapter (its own mount) measures
    // the same height, which then costs no restyle, where a removal and a new write cost two in the middle of the
    // navigation.
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])
}
