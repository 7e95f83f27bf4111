import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import type { FocusEvent } from 'react'
import { dismissToast, type Toast, type ToastText } from '#src/lib/toasts.ts'
import { toastLogic } from '../actors/toast.ts'
import { inspectOption } from '../inspect.ts'
import { ToastIconSvg } from './toast-icon.tsx'

// Loaded with the first toast (./toast-area.tsx): its timer is a statechart, and xstate is no part of a first view.
const text = (i18n: I18n, value: ToastText) => (typeof value === 'string' ? value : i18n._(value))

export default function ToastItem({ toast }: { toast: Toast }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const timer = useActorRef(toastLogic, { input: { id: toast.id, ...(toast.timeoutMs ? { timeoutMs: toast.timeoutMs } : {}) }, ...inspectOption() })
  // Moving focus between the toast's own controls is not leaving it.
  const leaving = (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget)
  return (
    <li
      className={`toast toast-${toast.colour}`}
      onPointerEnter={() => timer.send({ type: 'toast.pointerEnter' })}
      onPointerLeave={() => timer.send({ type: 'toast.pointerLeave' })}
      onFocus={() => timer.send({ type: 'toast.focusIn' })}
      onBlur={(event) => { if (leaving(event)) timer.send({ type: 'toast.focusOut' }) }}
    >
      <ToastIconSvg icon={toast.icon} />
      <div className="toast-body">
        <p className="toast-title">{text(i18n, toast.title)}</p>
        {toast.text ? <p className="toast-text">{text(i18n, toast.text)}</p> : null}
      </div>
      <button type="button" className="toast-close" aria-label={t`Dismiss notification`} onClick={() => dismissToast(toast.id)}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" /></svg>
      </button>
    </li>
  )
}
