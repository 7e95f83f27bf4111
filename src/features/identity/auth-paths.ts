// Apart from ./user-manager.ts, so the entry can tell a provider's frame from a page without the rest of it.

/** Fixed addresses of the app that the provider sends the browser back to (registered with the provider). */
export const AUTH_PATHS = {
  callback: '/auth/callback',
  silentCallback: '/auth/silent-callback',
  popupCallback: '/auth/popup-callback',
} as const

/** True on the pages the provider loads into a hidden iframe or a popup (they must not start the app). */
export function isAuthFrameCallback(pathname: string): boolean {
  return pathname === AUTH_PATHS.silentCallback || pathname === AUTH_PATHS.popupCallback
}
