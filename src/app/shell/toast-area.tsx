import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import type { FocusEvent } from 'react'
import { dismissToast, useToasts, type Toast, type ToastText } from '../../lib/toasts.ts'
import { toastLogic } from '../actors.ts'
import { inspectOption } from '../inspect.ts'
import { ToastIconSvg } from './toast-icon.tsx'

const text = (i18n: I18n, value: ToastText) => (typeof value === 'string' ? value : i18n._(value))

function ToastItem({ toast }: { toast: Toast }) {
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

/**
 * Always in the page (the server renders it empty), so screen readers announce a toast as soon as it is added. The
 * live region is a status around the list (a list itself may not take that role); not atomic, so a new toast is
 * read alone, not with every toast still showing.
 */
export function ToastArea() {
  const { t } = useLinguiMacro()
  const toasts = useToasts()
  return (
    <section className="toast-area" aria-label={t`Notifications`}>
      <div role="status" aria-atomic="false">
        <ol>
          {toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
        </ol>
      </div>
    </section>
  )
}
