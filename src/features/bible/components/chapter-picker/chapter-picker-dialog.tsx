import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ModalProps } from '#src/lib/modals.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import type { ChapterParams } from '#src/features/bible/api/params.ts'
import { testamentBooksQuery } from '#src/features/bible/api/testament-books.ts'
import type { Book } from '#src/features/bible/api/types.ts'
import { PickerBooks } from './picker-books.tsx'
import { PickerChapters } from './picker-chapters.tsx'
import './chapter-picker.css'

export interface ChapterPickerDialogProps extends ModalProps {
  /** The chapter the reader is on. */
  current: ChapterParams
}

/** Go to any chapter: choose a book (grouped by testament, names from the content), then one of its chapters. */
export default function ChapterPickerDialog({ onClose, current }: ChapterPickerDialogProps) {
  const { t } = useLingui()
  const { tag } = useLocale()
  const old = useQuery(testamentBooksQuery('old', tag))
  const fresh = useQuery(testamentBooksQuery('new', tag))
  const [book, setBook] = useState<Book | null>(null)
  // Back from a book's chapters, the list starts on that book.
  const [lastSlug, setLastSlug] = useState(current.book)
  const failed = old.isError || fresh.isError
  const testaments = old.data && fresh.data ? [{ testament: 'old' as const, books: old.data }, { testament: 'new' as const, books: fresh.data }] : null
  const inCurrentBook = book?.properties.slug === current.book
  const bookName = book?.name ?? ''
  return (
    <Dialog open onClose={onClose} className="picker-dialog" backdrop={<div className="picker-backdrop" />}>
      <div className="picker-header">
        {book ? (
          <>
            <button type="button" className="picker-back" onClick={() => { setLastSlug(book.properties.slug); setBook(null) }}>
              <span aria-hidden="true">← </span><Trans>All books</Trans>
            </button>
            <DialogHeading className="picker-heading"><Trans>{bookName}: choose a chapter</Trans></DialogHeading>
          </>
        ) : (
          <DialogHeading className="picker-heading"><Trans>Choose a book</Trans></DialogHeading>
        )}
      </div>
      {book ? (
        <PickerChapters key={book.id} book={book} activeChapter={inCurrentBook ? current.chapter : 1} currentChapter={inCurrentBook ? current.chapter : null} onChosen={onClose} />
      ) : testaments ? (
        <PickerBooks testaments={testaments} activeSlug={lastSlug} currentSlug={current.book} onChoose={setBook} />
      ) : (
        <p role="status" className="picker-status">{failed ? <Trans>The list of books could not be loaded. Close this and try again.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
      <DialogDismiss className="picker-close" aria-label={t`Close`}>
        <span aria-hidden="true">×</span>
      </DialogDismiss>
    </Dialog>
  )
}
