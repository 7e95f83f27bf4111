import { useEffect, useRef } from 'react'
import { isDialogOpen, shortcutFor, type Shortcut } from './shortcuts.ts'

export type ShortcutHandlers = Partial<Record<Shortcut, (() => void) | null | undefined>>

/**
 * Answers the given shortcuts while the calling component is mounted (listening starts after hydration, in an
 * effect). A shortcut without a handler here is left for the page's other listeners, and the browser.
 */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, { dialogOpen: isDialogOpen(document) })
      const handler = shortcut === null ? null : latest.current[shortcut]
      if (!handler) return
      event.preventDefault()
      handler()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
