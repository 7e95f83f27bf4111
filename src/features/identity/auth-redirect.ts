import { safeReturnPath } from '../../../machines/identity/identity.machine.ts'

/** Session-storage key of the address to return to after sign-in (contracts §6). */
export const AUTH_REDIRECT_KEY = 'rad-auth-redirect'

export function storeAuthRedirect(storage: Storage, path: string): void {
  storage.setItem(AUTH_REDIRECT_KEY, safeReturnPath(path))
}

/** Reads and forgets the stored address; checked again, since session storage is writable by any script. */
export function takeAuthRedirect(storage: Storage): string {
  const stored = storage.getItem(AUTH_REDIRECT_KEY)
  storage.removeItem(AUTH_REDIRECT_KEY)
  return safeReturnPath(stored)
}

/** The address of the page being shown, as a same-origin path (what `returnTo` carries). */
export function currentPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`
}
