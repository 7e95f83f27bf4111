import type { IdentityEvent, OidcUser } from '#machines/identity/identity.machine.ts'
import { OIDC_STORAGE_PREFIX } from './user-manager.ts'

/** oidc-client-ts keeps the signed-in user under `oidc.user:{authority}:{clientId}` in local storage. */
const isUserKey = (key: string | null) => key === null || key.startsWith(`${OIDC_STORAGE_PREFIX}user:`)

/**
 * Every tab of the browser shares the stored user, and the browser tells the other tabs about each write
 * (`storage` events never reach the tab that wrote). A sign-in, a refresh or a sign-out in one tab thus
 * reaches the others at once: they read the stored user and tell their identity actor.
 */
export function watchOtherTabs(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  storage: Storage,
  readUser: () => Promise<OidcUser | null>,
  send: (event: Extract<IdentityEvent, { type: 'tabs.userStored' | 'tabs.userRemoved' }>) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage || !isUserKey(event.key)) return
    void readUser().then(
      (user) => send(user ? { type: 'tabs.userStored', user } : { type: 'tabs.userRemoved' }),
      // Unreadable storage tells us nothing new; this tab's own clock carries on.
      () => undefined,
    )
  }
  win.addEventListener('storage', onStorage)
  return () => win.removeEventListener('storage', onStorage)
}
