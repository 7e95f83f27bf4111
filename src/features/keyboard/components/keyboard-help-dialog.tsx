import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ModalProps } from '#src/lib/modals.ts'
import './keyboard-help-dialog.css'

/** A key drawn as its symbol, named in words for screen readers (which may skip arrows). */
function Key({ symbol, name }: { symbol: string; name: string }) {
  return <kbd><span aria-hidden="true">{symbol}</span><span className="visually-hidden">{name}</span></kbd>
}

function Keys({ keys, children }: { keys: ReactNode; children: ReactNode }) {
  return (
    <div className="keyboard-help-row">
      <dt>{keys}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The short list of keys (the rules are in ../shortcuts.ts): none works while typing in a field. */
export default function KeyboardHelpDialog({ onClose }: ModalProps) {
  const { t } = useLingui()
  return (
    <Dialog open onClose={onClose} className="keyboard-help" backdrop={<div className="keyboard-help-backdrop" />}>
      <DialogHeading className="keyboard-help-heading"><Trans>Keyboard shortcuts</Trans></DialogHeading>
      <dl className="keyboard-help-keys">
        <Keys keys={<><Key symbol="←" name={t`Left arrow`} /> <Key symbol="→" name={t`Right arrow`} /></>}>
          <Trans>Previous or next chapter (on a verse’s page: verse)</Trans>
        </Keys>
        <Keys keys={<kbd>/</kbd>}><Trans>Search, or go to a verse such as John 3:16</Trans></Keys>
        <Keys keys={<><Key symbol="↑" name={t`Up arrow`} /> <Key symbol="↓" name={t`Down arrow`} /></>}>
          <Trans>From one verse to the next, once Tab has reached the verses; Enter picks a verse, Shift+Enter picks up to it</Trans>
        </Keys>
        <Keys keys={<kbd>{t`Esc`}</kbd>}><Trans>Close the verse actions or a dialog</Trans></Keys>
        <Keys keys={<kbd>?</kbd>}><Trans>Show these shortcuts</Trans></Keys>
      </dl>
      <p className="keyboard-help-note"><Trans>Shortcuts do nothing while you type in a field.</Trans></p>
      <DialogDismiss className="keyboard-help-close"><Trans>Close</Trans></DialogDismiss>
    </Dialog>
  )
}
