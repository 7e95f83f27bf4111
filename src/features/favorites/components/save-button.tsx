import { useLingui } from '@lingui/react/macro'
import './favorites.css'

interface SaveButtonProps {
  /** What the reader calls this page, e.g. "John 3:16"; it is also the favorite's title. */
  title: string
  pressed: boolean
  disabled: boolean
  onClick?: () => void
}

/** The Save toggle's look: a heart, filled when pressed. The name stays "Save …"; the pressed state says whether it is saved. */
export function SaveButton({ title, pressed, disabled, onClick }: SaveButtonProps) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="favorite-toggle"
      aria-pressed={pressed}
      // A toggle keeps its name (the pressed state says whether it is saved), and the name starts with the words shown.
      aria-label={t`Save ${title}`}
      disabled={disabled}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.4 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.8 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{t`Save`}</span>
    </button>
  )
}
