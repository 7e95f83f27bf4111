import { safeReturnPath } from '#machines/identity/return-path.ts'

/** Session-storage key of the address to return to after sign-in (R-STORE-3). */
export const AUTH_REDIRECT_KEY = 'rad-auth-redirect'
/** Session-storage key of the address to go back to when the visitor leaves the provider without signing in. */
export const AUTH_CANCEL_KEY = 'rad-auth-cancel'

export interface AuthRedirect {
  returnTo: string
  cancelTo: string
}

export function storeAuthRedirect(storage: Storage, { returnTo, cancelTo }: AuthRedirect): void {
  storage.setItem(AUTH_REDIRECT_KEY, safeReturnPath(returnTo))
  storage.setItem(AUTH_CANCEL_KEY, safeReturnPath(cancelTo))
}

/** Reads and forgets a stored address; checked again, since session storage is writable by any script. */
function take(storage: Storage, key: string): string {
  const stored = storage.getItem(key)
  storage.removeItem(key)
  return safeReturnPath(stored)
}

/** Where a finished sign-in lands (default `/`). Both addresses are forgotten: one sign-in, one answer. */
export function takeAuthRedirect(storage: Storage): string {
  storage.removeItem(AUTH_CANCEL_KEY)
  return take(storage, AUTH_REDIRECT_KEY)
}

/** Where a sign-in the visitor left on the provider's page goes back to (default `/`, never a member page it guarded). */
export function takeAuthCancel(storage: Storage): string {
  storage.removeItem(AUTH_REDIRECT_KEY)
  return take(storage, AUTH_CANCEL_KEY)
}

/** The address of the page being shown, as a same-origin path (what `returnTo` carries). */
export function currentPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`
}
