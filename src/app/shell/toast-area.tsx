import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useToasts } from '#src/lib/toasts.ts'

// A toast's timer is a statechart: its code (and xstate's) loads with the first toast, never with a first view.
const ToastItem = lazy(() => import('./toast-item.tsx'))

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
          <Suspense fallback={null}>
            {toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
          </Suspense>
        </ol>
      </div>
    </section>
  )
}
