import type { MessageDescriptor } from '@lingui/core'
import { useSyncExternalStore } from 'react'

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

let toasts: readonly Toast[] = []
const listeners = new Set<() => void>()
let counter = 0

function set(next: readonly Toast[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a notification; returns its id. Showing an id again replaces that toast. */
export function showToast(toast: NewToast): string {
  const id = toast.id ?? `toast-${++counter}`
  const full: Toast = { colour: 'blue', icon: 'info', ...toast, id }
  set([...toasts.filter((existing) => existing.id !== id), full])
  return id
}

export function dismissToast(id: string): void {
  if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

const NONE: readonly Toast[] = []
/** The server renders no toast; a toast raised before hydration (a welcome back) appears right after it. */
export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, () => toasts, () => NONE)
