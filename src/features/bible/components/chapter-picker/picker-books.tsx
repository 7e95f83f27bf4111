import { Composite, CompositeGroup, CompositeGroupLabel, CompositeItem, CompositeTypeahead, useCompositeStore } from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Book } from '#src/features/bible/api/types.ts'
import { TestamentName } from '../testament-name.tsx'

export const bookItemId = (slug: string) => `picker-book-${slug}`

interface PickerBooksProps {
  testaments: ReadonlyArray<{ testament: 'old' | 'new'; books: readonly Book[] }>
  /** The book to start on (the page's, or the one the reader came back from). */
  activeSlug: string
  /** The page's own book, marked as selected. */
  currentSlug: string
  onChoose: (book: Book) => void
}

/**
 * The 66 books as one listbox in two groups (Old and New Testament): arrows move, typing a name's first letters
 * jumps to it, Enter opens its chapters.
 */
export function PickerBooks({ testaments, activeSlug, currentSlug, onChoose }: PickerBooksProps) {
  const { t } = useLingui()
  const store = useCompositeStore({ defaultActiveId: bookItemId(activeSlug), orientation: 'both' })
  // Opening (or coming back to) the list puts the focus on its book.
  useEffect(() => store.move(bookItemId(activeSlug)), [store, activeSlug])
  return (
    <Composite store={store} role="listbox" aria-label={t`Books`} className="picker-books" render={<CompositeTypeahead store={store} />}>
      {testaments.map(({ testament, books }) => (
        <CompositeGroup key={testament} className="picker-testament">
          <CompositeGroupLabel className="picker-testament-name"><TestamentName testament={testament} /></CompositeGroupLabel>
          <div className="picker-book-grid">
            {books.map((book) => (
              <CompositeItem
                key={book.id}
                id={bookItemId(book.properties.slug)}
                role="option"
                aria-selected={book.properties.slug === currentSlug}
                className="picker-book"
                onClick={() => onChoose(book)}
              >
                {book.name}
              </CompositeItem>
            ))}
          </div>
        </CompositeGroup>
      ))}
    </Composite>
  )
}
