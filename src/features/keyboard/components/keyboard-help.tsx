import { Trans } from '@lingui/react/macro'
import { openModal } from '#src/lib/modals.ts'
import { useShortcuts } from '../use-shortcuts.ts'

const loadHelp = () => import('./keyboard-help-dialog.tsx')
const openHelp = () => openModal(loadHelp, {})

/** `?` anywhere (outside a field, with no dialog open) shows the keyboard help. Mounted once, by the site's layout. */
export function KeyboardHelp() {
  useShortcuts({ help: openHelp })
  return null
}

/** The same help from a button, for readers who do not know about `?`. */
export function KeyboardHelpButton() {
  return (
    <button type="button" className="keyboard-help-button" aria-haspopup="dialog" aria-keyshortcuts="?" onClick={openHelp}>
      <kbd aria-hidden="true">?</kbd>
      <Trans>Keyboard shortcuts</Trans>
    </button>
  )
}
