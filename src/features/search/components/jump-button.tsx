import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { openModal } from '#src/lib/modals.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { useShortcuts } from '#src/features/keyboard/index.ts'
import type { JumpDestination } from '../jump-destination.ts'
import './jump-button.css'

const loadJumpDialog = () => import('./jump-dialog.tsx')

/** The header's search button; `/` anywhere outside a field opens it too. */
export function JumpButton() {
  const { t } = useLingui()
  const { param } = useLocale()
  const navigate = useNavigate()
  // Opens the jump box; its code (Ariakit's combobox, then the reference parser) loads only now.
  const openJumpBox = useCallback(() => {
    const go = (destination: JumpDestination) => {
      void ('href' in destination
        ? navigate({ href: destination.href })
        : navigate({ to: '/{-$locale}/search', params: { locale: param }, search: { q: destination.search } }))
    }
    openModal(loadJumpDialog, { go })
  }, [navigate, param])
  useShortcuts({ search: openJumpBox })
  return (
    <button
      type="button"
      className="jump-button"
      aria-keyshortcuts="/"
      aria-label={t`Search or go to a verse`}
      // Pointing at the button is a good moment to fetch the dialog's code, so the click opens it at once.
      onPointerEnter={() => void loadJumpDialog()}
      onClick={openJumpBox}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16"><circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" /></svg>
      <span className="jump-button-text"><Trans>Search</Trans></span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  )
}
