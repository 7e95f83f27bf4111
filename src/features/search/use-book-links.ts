import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { testamentBooksQuery } from '../bible/api/testament-books.ts'
import type { BookLink } from '../bible/reference/reference.ts'

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
