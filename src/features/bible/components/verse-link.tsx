import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '#src/lib/use-locale.ts'

const VERSE_PATH = /^\/bible\/(old|new)-testament\/([a-z0-9-]+)\/(\d+)\/(\d+)\/?$/

/** A verse's content route (`/bible/new-testament/john/3/16/`) as a link to its verse page. */
export function VerseLink({ path, children, className }: { path: string; children: ReactNode; className?: string }) {
  const { param } = useLocale()
  const match = VERSE_PATH.exec(path)
  if (!match) return <span className={className}>{children}</span>
  const [, testament = '', book = '', chapter = '', verse = ''] = match
  return (
    <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse" params={{ locale: param, testament, book, chapter, verse }} className={className}>
      {children}
    </Link>
  )
}

/** A content route path of this site as an address in the reader's locale (`/verses/hope/` → `/es/verses/hope`). */
export function useSitePath(): (path: string) => string {
  const { param } = useLocale()
  return (path) => {
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
    if (!param) return bare
    return bare === '/' ? `/${param}` : `/${param}${bare}`
  }
}
