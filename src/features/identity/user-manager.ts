import type { StateStore, UserManager, UserManagerSettings } from 'oidc-client-ts'
import type { OidcSettings } from '#src/lib/settings.ts'
import { AUTH_PATHS } from './auth-paths.ts'


export const OIDC_STORAGE_PREFIX = 'oidc.'
/** R-LIMIT-3: silent requests (iframe or refresh-token call) give up after 10 s. */
export const SILENT_REQUEST_TIMEOUT_S = 10

export interface UserManagerOptions {
  oidc: OidcSettings
  /** The app's origin, e.g. http://localhost:3000 (no trailing slash). */
  origin: string
  /** The visitor session id, sent along with every request to the provider (R-ID-10). */
  rsid: string | null
  /** Local storage for the user; session storage would lose the member with the tab. */
  userStorage: Storage
  stateStorage: Storage
}

type StoreFactory = (store: Storage) => StateStore

/** R-LIMIT-3. Renewals are off here: the identity machine owns every token timer. */
export function userManagerSettings(
  { oidc, origin, rsid, userStorage, stateStorage }: UserManagerOptions,
  storeOf: StoreFactory,
): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: origin + AUTH_PATHS.callback,
    silent_redirect_uri: origin + AUTH_PATHS.silentCallback,
    popup_redirect_uri: origin + AUTH_PATHS.popupCallback,
    post_logout_redirect_uri: `${origin}/?action=logout`,
    // Silent and popup sign-outs end on a callback page that only reports back to this window.
    popup_post_logout_redirect_uri: origin + AUTH_PATHS.popupCallback,
    monitorSession: true,
    checkSessionIntervalInSeconds: 2,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_S,
    // Metadata, keys and userinfo wait no longer than a silent request: a hung provider is a failed refresh.
    requestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_S,
    popupWindowFeatures: { height: 640 },
    userStore: storeOf(userStorage),
    stateStore: storeOf(stateStorage),
    staleStateAgeInSeconds: 900,
    ...(rsid ? { extraQueryParams: { rsid } } : {}),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    // The id token carries only the subject; name, email and roles come from userinfo.
    loadUserInfo: true,
  }
}

/**
 * oidc-client-ts is loaded on demand: the first paint never waits for it, and the library stays out of
 * the entry chunk. Every identity effect awaits the same promise.
 */
export async function createUserManager(options: UserManagerOptions): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts')
  return new UserManager(userManagerSettings(options, (store) => new WebStorageStateStore({ store, prefix: OIDC_STORAGE_PREFIX })))
}

/**
 * Hands a silent (iframe) or popup response back to the window that started it. Sign-in responses carry
 * `code` or `error`; sign-out responses only `state`.
 */
export async function completeAuthFrameCallback(userManager: UserManager, url: URL): Promise<void> {
  if (url.searchParams.has('code') || url.searchParams.has('error')) await userManager.signinCallback(url.href)
  else await userManager.signoutCallback(url.href)
}
