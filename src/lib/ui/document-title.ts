import { useEffect } from 'react'
import { settings } from '../settings.ts'

/** Sets the tab title to `page · siteName` (the site name alone for an empty page title). */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${settings.siteName}` : settings.siteName
  }, [page])
}
