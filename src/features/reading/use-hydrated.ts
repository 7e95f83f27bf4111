import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False on the server and during hydration, true afterwards: what only the browser knows (the address's `#hash`,
 * the selection) may change the markup only once the server's markup has been taken over.
 */
export const useHydrated = (): boolean => useSyncExternalStore(never, () => true, () => false)
