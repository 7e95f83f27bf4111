import type { QueryClient } from '@tanstack/react-query'
import type { UserManager } from 'oidc-client-ts'
import { createActor, fromPromise } from 'xstate'
import { identityMachine, type OidcUser } from '#machines/identity/identity.machine.ts'
import { ACCOUNT_QUERY_ROOT } from '#src/features/identity/api/account.ts'
import { storeAuthRedirect } from '#src/features/identity/auth-redirect.ts'
import { watchOtherTabs } from '#src/features/identity/other-tabs.ts'
import { indexedDbLedger } from '#src/features/identity/refresh-ledger.ts'
import { refreshOnce } from '#src/features/identity/token-refresh.ts'
import { identityStatus, type IdentityActor, type SessionActor } from '#src/features/identity/identity-actor.ts'
import { clearSubscriptionDate } from '#src/features/identity/identity-storage.ts'
import { identityToast } from '#src/features/identity/notifications.ts'
import { AUTH_PATHS } from '#src/features/identity/auth-paths.ts'
import { completeAuthFrameCallback, createUserManager, OIDC_STORAGE_PREFIX, SILENT_REQUEST_TIMEOUT_S } from '#src/features/identity/user-manager.ts'
import { currentLocale } from '#src/lib/i18n.ts'
import { log } from '#src/lib/log.ts'
import { settings } from '#src/lib/settings.ts'
import { showToast } from '#src/lib/toasts.ts'
import { inspectOption } from '../inspect.ts'

const identityLog = log.child('identity')

/** `action` values that concern identity (R-ID-5, R-ID-6); they leave the address once read. */
const IDENTITY_ACTIONS = new Set(['login', 'logout', 'register'])

/**
 * Reads the start-up `action`. Back from registration (`action=register`) the new member is already signed
 * in at the provider, so the app asks silently, exactly as for `action=login`.
 */
function startAction(url: URL): string | null {
  const action = url.searchParams.get('action')
  return action === 'register' ? 'login' : action
}

/** Removes what the provider appended on the way back, so a reload does not say goodbye twice. */
function cleanAddress(url: URL): void {
  if (!IDENTITY_ACTIONS.has(url.searchParams.get('action') ?? '')) return
  const clean = new URL(url)
  clean.searchParams.delete('action')
  if (url.searchParams.get('action') === 'logout') clean.searchParams.delete('state')
  history.replaceState(history.state, '', clean.pathname + clean.search + clean.hash)
}

const rsidOf = (session: SessionActor) => session.getSnapshot().context.rsid
const rsidParams = (session: SessionActor) => {
  const rsid = rsidOf(session)
  return rsid ? { extraQueryParams: { rsid } } : {}
}
/** The provider shows its pages in the language of the page the visitor came from (contracts: `en`, `es`). */
const interactiveParams = (session: SessionActor) => ({ ...rsidParams(session), ui_locales: currentLocale() })

/** Whether oidc-client-ts has anything in storage (a signed-in user, or a sign-in or sign-out under way). */
const hasOidcStorage = (storage: Storage) => Object.keys(storage).some((key) => key.startsWith(OIDC_STORAGE_PREFIX))

/**
 * `manager()` loads oidc-client-ts and creates the UserManager on first call. A visitor with nothing stored never
 * calls it (no stored user to read, no stale state to clear) until a sign-in starts, so the library stays off an
 * anonymous first view's network (issue: nothing on the critical path the page does not need).
 */
function provideEffects(manager: () => Promise<UserManager>, session: SessionActor, queryClient: QueryClient) {
  const user = (run: (userManager: UserManager) => Promise<OidcUser>) => fromPromise<OidcUser>(async () => run(await manager()))
  const maybeUser = (run: (userManager: UserManager) => Promise<OidcUser | null>) =>
    fromPromise<OidcUser | null>(async () => run(await manager()))
  const done = (run: (userManager: UserManager) => Promise<unknown>) => fromPromise<undefined>(async () => { await run(await manager()) })
  const later = (run: (userManager: UserManager) => Promise<unknown>) => { if (hasOidcStorage(localStorage)) void manager().then(run) }
  // One tab at a time spends the refresh token; the others adopt what it stored (features/identity/token-refresh.ts).
  const ledger = indexedDbLedger()
  const newTokens = () =>
    fromPromise<OidcUser | null, { accessToken: string | null }>(async ({ input, signal }) => {
      const userManager = await manager()
      return refreshOnce({
        heldToken: input.accessToken,
        tokens: {
          getUser: () => userManager.getUser(),
          // The timeout given explicitly: oidc-client-ts 3.5 drops its configured one on the refresh-token path.
          signinSilent: () => userManager.signinSilent({ ...rsidParams(session), silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_S }),
        },
        locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
        ledger,
        signal,
        now: Date.now,
      })
    })
  return identityMachine.provide({
    actors: {
      loadStoredUser: fromPromise<OidcUser | null>(async () => (hasOidcStorage(localStorage) ? (await manager()).getUser() : null)),
      completeSignIn: user((userManager) => userManager.signinRedirectCallback()),
      // `replace`: the provider's page takes the place of this one, so Back from it leaves instead of looping.
      signinRedirect: done((userManager) => userManager.signinRedirect({ ...interactiveParams(session), redirectMethod: 'replace' })),
      signinPopup: user((userManager) => userManager.signinPopup(interactiveParams(session))),
      signinSilent: maybeUser((userManager) => userManager.signinSilent(rsidParams(session))),
      // Both: the refresh token when there is one (no third-party cookie needed), else the provider's iframe.
      renewSilently: newTokens(),
      refreshTokens: newTokens(),
      signoutRedirect: done((userManager) => userManager.signoutRedirect(rsidParams(session))),
      signoutPopup: done((userManager) => userManager.signoutPopup(rsidParams(session))),
      signoutSilent: done((userManager) => userManager.signoutSilent(rsidParams(session))),
    },
    actions: {
      notify: (_, notification) => { showToast(identityToast(notification, settings.siteName)) },
      storeAuthRedirect: (_, addresses) => storeAuthRedirect(sessionStorage, addresses),
      removeStaleState: () => later((userManager) => userManager.clearStaleState()),
      clearIdentityStorage: () => {
        later((userManager) => userManager.removeUser())
        clearSubscriptionDate(localStorage)
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT })
      },
      clearSubscriptionDate: () => clearSubscriptionDate(localStorage),
    },
  })
}

/** Mirrors UserManager's events into the machine (README: "Events in"). */
function bridgeEvents(userManager: UserManager, identity: IdentityActor): void {
  const { events } = userManager
  events.addUserLoaded((user) => identity.send({ type: 'oidc.userLoaded', user }))
  events.addUserUnloaded(() => identity.send({ type: 'oidc.userUnloaded' }))
  events.addAccessTokenExpiring(() => identity.send({ type: 'oidc.accessTokenExpiring' }))
  events.addAccessTokenExpired(() => identity.send({ type: 'oidc.accessTokenExpired' }))
  events.addSilentRenewError((error) => identity.send({ type: 'oidc.silentRenewError', error }))
  events.addUserSignedOut(() => identity.send({ type: 'oidc.userSignedOut' }))
}

/**
 * Creates the one UserManager and the identity actor (systemId 'identity') with every effect provided. Call once,
 * after the session has started (its rsid goes along); the API client adopts the actor through the router
 * context's handle (src/entry-client.tsx).
 */
export function startIdentity({ session, queryClient, url }: { session: SessionActor; queryClient: QueryClient; url: URL }) {
  let userManager: Promise<UserManager> | null = null
  const manager = () => userManager ??= createUserManager({
    oidc: settings.oidc, origin: url.origin, rsid: rsidOf(session), userStorage: localStorage, stateStorage: localStorage,
  }).then((created) => {
    bridgeEvents(created, identity)
    return created
  })
  const identity: IdentityActor = createActor(provideEffects(manager, session, queryClient), {
    systemId: 'identity',
    input: { now: Date.now, action: startAction(url), callback: url.pathname === AUTH_PATHS.callback },
    ...inspectOption(),
  })
  // A stored user (or an answer from the provider) needs the library at once; bridged as it is created, so no
  // UserManager event can come before its listener.
  if (hasOidcStorage(localStorage) || url.pathname === AUTH_PATHS.callback) void manager()
  // A sign-in, refresh or sign-out in another tab: only then does an anonymous tab load the library.
  watchOtherTabs(window, localStorage, async () => (await manager()).getUser(), (event) => identity.send(event))
  identity.on('silent-renew-error', ({ error }) => identityLog.warn('silent renew failed', error))
  identity.on('tokens.refreshFailed', ({ error }) => identityLog.warn('token refresh failed', error))
  identity.start()
  cleanAddress(url)
  return { identity, userManager: manager }
}

/**
 * Re-runs every route's guards and loaders when who is signed in changes (TanStack Router's habit). The first
 * answer after start is not a change: guards already wait for it.
 */
export function invalidateOnIdentityChange(router: { invalidate: () => Promise<void> }, identity: IdentityActor): void {
  const keyOf = (): string | null => {
    const snapshot = identity.getSnapshot()
    const status = identityStatus(snapshot)
    return status === 'pending' ? null : `${status}:${snapshot.context.user?.sub ?? ''}`
  }
  let last = keyOf()
  identity.subscribe(() => {
    const next = keyOf()
    if (next === null || next === last) return
    const first = last === null
    last = next
    if (!first) void router.invalidate()
  })
}

/** On /auth/silent-callback and /auth/popup-callback: report to the opening window, start nothing else. */
export async function completeAuthFrame(url = new URL(location.href)): Promise<void> {
  const userManager = await createUserManager({
    oidc: settings.oidc, origin: url.origin, rsid: null, userStorage: localStorage, stateStorage: localStorage,
  })
  await completeAuthFrameCallback(userManager, url)
}
