import { useSyncExternalStore } from 'react'
import { isChunkLoadError } from '#src/features/updates/browser.ts'
import { log } from '#src/lib/log.ts'

/**
 * R-SHELL-4: a fatal or unhandled error shows the error page (500). Errors thrown while rendering a route
 * already reach the router's error component; this catches the rest (event handlers, timers, promises).
 */
let fatal: unknown = null
const listeners = new Set<() => void>()

export function reportFatalError(error: unknown): void {
  log.error('unhandled error', error)
  if (fatal !== null) return
  fatal = error ?? new Error('unknown error')
  listeners.forEach((listener) => listener())
}

export function useFatalError(): unknown {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => fatal,
    () => null,
  )
}

/** Errors that are not the app's: third-party ad code, opaque cross-origin "Script error.", a missing chunk (updates handles those). */
function ignored(error: unknown, filename = ''): boolean {
  if (error === null || error === undefined) return true
  if (isChunkLoadError(error)) return true
  return filename !== '' && !filename.startsWith(`${location.origin}/`) || filename.includes('/ad-sandbox/')
}

export function watchForFatalErrors(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (!ignored(event.error, event.filename)) reportFatalError(event.error)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!ignored(event.reason)) reportFatalError(event.reason)
  }
  win.addEventListener('error', onError)
  win.addEventListener('unhandledrejection', onRejection)
  return () => {
    win.removeEventListener('error', onError)
    win.removeEventListener('unhandledrejection', onRejection)
  }
}
