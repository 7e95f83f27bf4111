import type { MessageDescriptor } from '@lingui/core'
import { memoryStore } from './store.ts'

export type ToastColour = 'blue' | 'green' | 'red' | 'amber' | 'neutral'
export type ToastIcon = 'check' | 'info' | 'warning' | 'error'
/** A string is shown as is; a descriptor (from `msg`) is translated when rendered, so it follows the locale. */
export type ToastText = string | MessageDescriptor

export interface Toast {
  id: string
  title: ToastText
  text?: ToastText
  colour: ToastColour
  icon: ToastIcon
  /** Overrides the default auto-dismiss time. */
  timeoutMs?: number
}

export type NewToast = Omit<Toast, 'id' | 'colour' | 'icon'> & Partial<Pick<Toast, 'id' | 'colour' | 'icon'>>

/** The server renders no toast; a toast raised before hydration (a welcome back) appears right after it. */
const toasts = memoryStore<readonly Toast[]>([])
let counter = 0

/** Shows a notification; returns its id. Showing an id again replaces that toast. */
export function showToast(toast: NewToast): string {
  const id = toast.id ?? `toast-${++counter}`
  const full: Toast = { colour: 'blue', icon: 'info', ...toast, id }
  toasts.set([...toasts.get().filter((existing) => existing.id !== id), full])
  return id
}

export function dismissToast(id: string): void {
  const shown = toasts.get()
  if (shown.some((toast) => toast.id === id)) toasts.set(shown.filter((toast) => toast.id !== id))
}

export const useToasts = (): readonly Toast[] => toasts.use()
