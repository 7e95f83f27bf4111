import type { QueryClient } from '@tanstack/react-query'
import { addressWithoutStrippedParams, readAddressAction } from '#src/features/onboarding/address-action.ts'
import type { OnboardingActorRef } from '#src/features/onboarding/onboarding-actor.ts'
import { ACCOUNT_QUERY_ROOT } from '#src/features/identity/api/account.ts'
import { identityStatus, type IdentityActor, type SessionActor } from '#src/features/identity/identity-actor.ts'
import { guardMemory } from '#src/features/identity/page-before-guard.ts'
import { log } from '#src/lib/log.ts'
import type { AppRouter } from '../router.tsx'
import type { LoginSource, OnboardingDeps } from './onboarding.ts'
import { adoptAddressRsid } from './session.ts'

// The start-up half of onboarding (in the start-up chunk, ./start.ts): reading the address is cheap, while the
// onboarding machine and its effects (./onboarding.ts) are fetched only when the address asks for onboarding.
const onboardingModule = () => import('./onboarding.ts')
const onboardingLog = log.child('onboarding')

/** Any actor whose snapshot says whether it is signed in (the identity actor, via `isLoggedIn`). */
export function loginSourceFrom<S>(
  actor: { getSnapshot: () => S; subscribe: (next: (snapshot: S) => void) => { unsubscribe: () => void } },
  isLoggedIn: (snapshot: S) => boolean,
): LoginSource {
  return {
    isLoggedIn: () => isLoggedIn(actor.getSnapshot()),
    subscribe(listener) {
      let last = isLoggedIn(actor.getSnapshot())
      const subscription = actor.subscribe((snapshot) => {
        const now = isLoggedIn(snapshot)
        if (now !== last) listener((last = now))
      })
      return () => subscription.unsubscribe()
    },
  }
}

export interface AddressActionDeps extends Omit<OnboardingDeps, 'hold'> {
  /** The current address and a way to replace it without a reload (the router's history). */
  location: { href: string; search: string }
  replaceAddress: (path: string) => void
}

let handled = false

/**
 * Start-up, after the app has mounted (R-ONB-1, R-ONB-2): the `action` query parameter and the parameters
 * that must leave the address. Runs once per page load.
 * Onboarding starts once its module has loaded; the promise settles with its actor (null if it failed to load).
 */
export function runAddressActions({ location, replaceAddress, ...deps }: AddressActionDeps): Promise<OnboardingActorRef | null> | null {
  if (handled) return null
  handled = true
  const cleaned = addressWithoutStrippedParams(location.href)
  if (cleaned !== null) replaceAddress(cleaned)
  const action = readAddressAction(location.search)
  switch (action.kind) {
    case 'onboarding':
      return onboardingModule().then(
        ({ startOnboarding }) => startOnboarding(action.contentId, deps),
        (error: unknown) => {
          onboardingLog.error('could not load onboarding', error)
          return null
        },
      )
    case 'onboarding-without-content':
      onboardingLog.info('Onboarding was asked for without an ocid')
      return null
    case 'onboarding-invalid-content':
      onboardingLog.warn('Onboarding was asked for with an ocid that is not a content id', action.contentId)
      return null
    case 'unknown':
      log.info('Unknown action', action.action)
      return null
    default:
      return null
  }
}

/** What the address actions act with: the router (its history, every address it resolves) and the started actors. */
export interface AddressActionContext {
  router: Pick<AppRouter, 'history' | 'state' | 'subscribe'>
  queryClient: QueryClient
  identity: IdentityActor
  session: SessionActor
}

/**
 * Start-up, once the page has hydrated and its actors have started: act on the address with the router's history
 * (so the router sees the cleaned address, without a reload) and the identity actor as the source of `isLoggedIn`;
 * then follow every address the router resolves (an rsid in it joins the session; the page is remembered for
 * "Back to Lamp").
 */
export function connectAddressActions({ router, queryClient, identity, session }: AddressActionContext): () => void {
  const shown = router.state.resolvedLocation
  if (shown) guardMemory.notePageShown(shown.href)
  const stop = router.subscribe('onResolved', ({ toLocation }) => {
    adoptAddressRsid(toLocation.searchStr, session)
    guardMemory.notePageShown(toLocation.href)
  })
  void runAddressActions({
    queryClient,
    login: loginSourceFrom(identity, (snapshot) => identityStatus(snapshot) === 'member'),
    accountQueryKey: ACCOUNT_QUERY_ROOT,
    location: { href: window.location.href, search: window.location.search },
    replaceAddress: (path) => router.history.replace(path, router.history.location.state),
  })
  return stop
}
