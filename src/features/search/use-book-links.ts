import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { testamentBooksQuery, type BookLink } from '../bible/index.ts'

/** Book number → slug, testament and name, from the content's two book lists (cached for the visit). */
export function useBookLinks(locale: string): Map<number, BookLink> | null {
  const old = useQuery(testamentBooksQuery('old', locale))
  const fresh = useQuery(testamentBooksQuery('new', locale))
  return useMemo(() => {
    if (!old.data || !fresh.data) return null
    return new Map([...old.data, ...fresh.data].map((book) => [book.properties.bookNumber, {
      bookNumber: book.properties.bookNumber, slug: book.properties.slug, testament: book.properties.testament, name: book.name,
    }]))
  }, [old.data, fresh.data])
}

/**
 * A book's name in the page's language by its slug, from the content (the search index names books in English):
 * `Juan` for `john` on `/es`. The given name until the book lists are here (the search page's loader fetches them).
 */
export function useBookName(locale: string): (slug: string, fallback: string) => string {
  const books = useBookLinks(locale)
  const bySlug = useMemo(() => new Map([...(books?.values() ?? [])].map((book) => [book.slug, book.name])), [books])
  return useCallback((slug, fallback) => bySlug.get(slug) ?? fallback, [bySlug])
}
