import { Trans } from '@lingui/react/macro'
import { openModal } from '#src/lib/modals.ts'
import type { ChapterParams } from '#src/features/bible/api/params.ts'

const loadPicker = () => import('./chapter-picker-dialog.tsx')

/** Opens the book and chapter picker (its code loads on first use, or when the pointer comes near). */
export function ChapterPickerButton({ current }: { current: ChapterParams }) {
  return (
    <button
      type="button"
      className="picker-button"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPicker()}
      onClick={() => openModal(loadPicker, { current: { testament: current.testament, book: current.book, chapter: current.chapter } })}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
        <path d="M3 4h5a2 2 0 0 1 2 2v10a2 2 0 0 0-2-2H3zM17 4h-5a2 2 0 0 0-2 2v10a2 2 0 0 1 2-2h5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <Trans>Books and chapters</Trans>
    </button>
  )
}
