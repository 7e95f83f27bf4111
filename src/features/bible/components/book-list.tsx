import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLocale } from '#src/lib/use-locale.ts'
import type { Testament } from '../api/params.ts'
import { testamentBooksQuery } from '../api/testament-books.ts'

/** A testament's books in canonical order, each linking to its chapters; the names are the content's, in the page's language. */
export function BookList({ testament }: { testament: Testament }) {
  const { param, tag } = useLocale()
  const { data: books } = useSuspenseQuery(testamentBooksQuery(testament, tag))
  return (
    <ul className="book-list">
      {books.map((book) => (
        <li key={book.id}>
          <Link to="/{-$locale}/bible/{$testament}-testament/$book" params={{ locale: param, testament, book: book.properties.slug }}>
            {book.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
