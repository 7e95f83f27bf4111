import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

// Whether the app has moved on from the page the server rendered (the router's first change of address). Until then,
// whatever React renders either hydrates the server's HTML or is new on that page (a dialog, a menu).
let movedOn = false

/** The composition root calls it when the router first changes the address: later pages are the app's alone. */
export function markMovedOn(): void {
  movedOn = true
}

const noSubscription = () => () => undefined

/**
 * Whether the app has taken the page over: false in the server's render and in hydration's, then true. TanStack
 * Router's `useHydrated` turns true through `useSyncExternalStore`, which React applies in one synchronous render
 * and commit of every caller right after hydration, one long task on a long chapter, with the favorites toggle's
 * code swapped in there too (decision 0135). Here the change is a transition per caller,
 * which React renders in slices.
 *
 * React reads the server's snapshot (false) while hydrating and the client's in a render of its own. The client's
 * stays false on the page the server rendered, so a hydrated caller finds no change when it subscribes and React has
 * nothing to redo; a caller mounted on a later page starts true.
 */
export function useHydrated(): boolean {
  const mountedOnLaterPage = useSyncExternalStore(noSubscription, () => movedOn, () => false)
  const [takenOver, setTakenOver] = useState(false)
  useEffect(() => {
    if (!mountedOnLaterPage) startTransition(() => setTakenOver(true))
  }, [mountedOnLaterPage])
  return mountedOnLaterPage || takenOver
}
