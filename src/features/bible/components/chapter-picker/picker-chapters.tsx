import { Composite, CompositeItem, CompositeRow, useCompositeStore } from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '#src/lib/use-locale.ts'
import type { Book } from '#src/features/bible/api/types.ts'

/** Ten to a row, as chapter numbers are read: 1–10, 11–20… */
const ROW = 10

const chapterItemId = (chapter: number) => `picker-chapter-${chapter}`

interface PickerChaptersProps {
  book: Book
  /** The chapter to start on: the page's when it is in this book, else 1. */
  activeChapter: number
  /** The page's own chapter, if it is in this book. */
  currentChapter: number | null
  onChosen: () => void
}

/** A book's chapters as a grid of links (Psalms: 150): arrows move in two directions, Enter opens the chapter. */
export function PickerChapters({ book, activeChapter, currentChapter, onChosen }: PickerChaptersProps) {
  const { t } = useLingui()
  const { param } = useLocale()
  const store = useCompositeStore({ defaultActiveId: chapterItemId(activeChapter) })
  useEffect(() => store.move(chapterItemId(activeChapter)), [store, activeChapter])
  const bookName = book.name
  const { slug, testament, chapterCount } = book.properties
  const rows = Array.from({ length: Math.ceil(chapterCount / ROW) }, (_, row) =>
    Array.from({ length: Math.min(ROW, chapterCount - row * ROW) }, (_, column) => row * ROW + column + 1))
  return (
    <Composite store={store} role="grid" aria-label={t`Chapters of ${bookName}`} className="picker-chapters">
      {rows.map((chapters) => (
        <CompositeRow key={chapters[0]} role="row" className="picker-chapter-row">
          {chapters.map((chapter) => (
            <div key={chapter} role="gridcell" className="picker-chapter-cell">
              <CompositeItem
                id={chapterItemId(chapter)}
                className="picker-chapter"
                aria-label={t`${bookName} chapter ${chapter}`}
                aria-current={chapter === currentChapter ? 'page' : undefined}
                onClick={onChosen}
                render={
                  <Link
                    to="/{-$locale}/bible/{$testament}-testament/$book/$chapter"
                    params={{ locale: param, testament, book: slug, chapter: String(chapter) }}
                  />
                }
              >
                {chapter}
              </CompositeItem>
            </div>
          ))}
        </CompositeRow>
      ))}
    </Composite>
  )
}
