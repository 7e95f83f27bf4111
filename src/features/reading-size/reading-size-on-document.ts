import { useEffect } from 'react'
import { useHydrated } from '#src/lib/ui/hydrated.ts'
import { parseReadingSize, READING_SIZE_KEY, READING_SIZES, useReadingSize } from './reading-size.ts'

/**
 * Runs in <head> before anything is painted, with the colour-mode script (src/app/shell/document.tsx): the stored
 * text size goes on <html data-reading-size>, which the reading styles (src/styles/content.css) follow as well as
 * the article's own attribute. The server renders every article at the default size, so without this a reader of
 * large text would see the page at medium, then jump. Plain ES5; an unknown value is ignored.
 */
export const READING_SIZE_SCRIPT = `(function(){var s;try{s=localStorage.getItem('${READING_SIZE_KEY}')}catch(e){}`
  + `if(${JSON.stringify(READING_SIZES).replace(/"/g, "'")}.indexOf(s)>=0)document.documentElement.setAttribute('data-reading-size',s)})()`

/**
 * Keeps <html data-reading-size> in step with the reader's choice (in this tab and in others), so it never
 * disagrees with an article's. During hydration the stored size is not yet read, so nothing is applied then.
 */
export function useReadingSizeOnDocument(): void {
  const size = useReadingSize()
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    const root = document.documentElement
    // Usually the head script has set it already (no attribute is the default size): writing the same value again
    // would still make the browser restyle the whole document, a long task's worth on a slow phone.
    if (parseReadingSize(root.getAttribute('data-reading-size')) !== size) root.setAttribute('data-reading-size', size)
  }, [hydrated, size])
}
