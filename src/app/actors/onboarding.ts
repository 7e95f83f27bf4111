import type { QueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { createActor, fromPromise } from 'xstate'
import {
  onboardingMachine,
  type Demographics, type OnboardingItem, type RedeemResult, type ResponseRecord, type SavedResponse,
} from '../../../machines/onboarding/onboarding.machine.ts'
import { addressWithoutStrippedParams, readAddressAction } from '../../features/onboarding/address-action.ts'
import { createAnonymousHold, type AnonymousHold } from '../../features/onboarding/anonymous-hold.ts'
import { saveDemographics } from '../../features/onboarding/api/demographics.ts'
import { fetchOnboardingItem } from '../../features/onboarding/api/onboarding-item.ts'
import { claimResponses, postResponse } from '../../features/onboarding/api/onboarding-responses.ts'
import { redeemOnboardingPoints } from '../../features/onboarding/api/prayer-points.ts'
import { readCompletedFlag, writeCompletedFlag } from '../../features/onboarding/completed-flag.ts'
import type { OnboardingActorRef } from '../../features/onboarding/onboarding-actor.ts'
import { notifyOnboardingThankYou } from '../../features/onboarding/thank-you.ts'
import { ACCOUNT_QUERY_ROOT } from '../../features/identity/api/account.ts'
import { identityStatus } from '../../features/identity/identity-actor.ts'
import { log } from '../../lib/log.ts'
import { openModal } from '../../lib/modals.ts'
import { inspectOption } from '../inspect.ts'

const onboardingLog = log.child('onboarding')

/** Whether someone is signed in now, and a way to hear when that changes (the identity actor, or nobody). */
export interface LoginSource {
  isLoggedIn: () => boolean
  subscribe: (listener: (isLoggedIn: boolean) => void) => () => void
}

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

export interface OnboardingDeps {
  queryClient: QueryClient
  login: LoginSource
  /** The account query's key: redeemed points and saved demographics make it stale. */
  accountQueryKey: readonly unknown[]
  hold?: AnonymousHold
}

/** The onboarding machine with its real effects (README of machines/onboarding lists them). */
export function createOnboardingLogic({ queryClient, login, accountQueryKey, hold }: OnboardingDeps) {
  const accountChanged = () => void queryClient.invalidateQueries({ queryKey: accountQueryKey })
  return onboardingMachine.provide({
    actors: {
      fetchOnboardingItem: fromPromise<OnboardingItem, { contentId: string }>(({ input }) => fetchOnboardingItem(input.contentId)),
      // Anonymous: there is no profile to write to, so the demographics wait in memory for a sign-in.
      submitDemographics: fromPromise<unknown, Demographics>(async ({ input }) => {
        if (!login.isLoggedIn()) {
          hold?.holdDemographics(input)
          return { held: true }
        }
        const account = await saveDemographics(input)
        accountChanged()
        return account
      }),
      postResponse: fromPromise<SavedResponse, ResponseRecord>(({ input }) => postResponse(input)),
      claimResponses: fromPromise<unknown, { ids: string[] }>(({ input }) => claimResponses(input.ids)),
      redeemPoints: fromPromise<RedeemResult, { contentId: string }>(({ input }) => redeemOnboardingPoints(input.contentId)),
    },
    actions: {
      setCompletedFlag: () => writeCompletedFlag(),
      notifyThankYou: () => notifyOnboardingThankYou(),
      logRedeemError: (_, { error }) => log.error('Error redeeming onboarding points:', error),
      // The account (TanStack Query) owns the balance; refetching it shows the server's own arithmetic.
      recordPrayerPoints: (_, { points }) => {
        onboardingLog.debug('prayer points redeemed', points)
        accountChanged()
      },
    },
  })
}

const dialogModule = () => import('../../features/onboarding/components/onboarding-dialog.tsx')

/**
 * Starts the onboarding actor (systemId 'onboarding') for a content item. The dialog's code (Ariakit, the day
 * picker) is fetched only when the actor reaches `open`; it is removed when the actor is done, so it can
 * animate out and hand focus back while the actor is still closing.
 */
export function startOnboarding(contentId: string, deps: Omit<OnboardingDeps, 'hold'>): OnboardingActorRef {
  const hold = createAnonymousHold({ saveDemographics, claimResponses })
  const { login } = deps
  const actor = createActor(createOnboardingLogic({ ...deps, hold }), {
    systemId: 'onboarding',
    input: { contentId, completedFlag: readCompletedFlag(), isLoggedIn: login.isLoggedIn() },
    ...inspectOption(),
  })
  let closeDialog: (() => void) | null = null
  let stopListening = () => {}
  stopListening = login.subscribe((isLoggedIn) => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'identity.changed', isLoggedIn })
    if (isLoggedIn && !hold.isEmpty) {
      hold.flush().then(() => deps.queryClient.invalidateQueries({ queryKey: deps.accountQueryKey }), (error: unknown) => onboardingLog.warn('could not save the held onboarding answers', error))
    }
    if (actor.getSnapshot().status !== 'active' && hold.isEmpty) stopListening()
  })
  actor.subscribe({
    next(snapshot) {
      if (!closeDialog && snapshot.matches('open')) closeDialog = openModal(dialogModule, { actor })
      if (snapshot.status !== 'done') return
      closeDialog?.()
      closeDialog = null
      // Finished anonymously: the saved answers wait for a sign-in on this page to be claimed.
      if (!snapshot.context.isLoggedIn) hold.holdResponses(snapshot.context.responseIds)
      if (hold.isEmpty) stopListening()
      onboardingLog.debug('onboarding finished', snapshot.output)
    },
    error: (error) => onboardingLog.error('onboarding stopped', error),
  })
  // Prevent-close (the item's or the input's): the dialog keeps itself open and moves focus; here it is only noted.
  actor.on('close-prevented', () => {
    const { context } = actor.getSnapshot()
    onboardingLog.debug('close prevented: the dialog stays open', { contentId: context.contentId, step: context.step })
  })
  actor.start()
  return actor
}

export interface AddressActionDeps extends Omit<OnboardingDeps, 'hold'> {
  /** The current address and a way to replace it without a reload (the router's history). */
  location: { href: string; search: string }
  replaceAddress: (path: string) => void
}

let handled = false

/**
 * Start-up, after the app has mounted (spec §2 App shell): the `action` query parameter and the parameters
 * that must leave the address. Runs once per page load (React's StrictMode mounts twice in development).
 */
export function runAddressActions({ location, replaceAddress, ...deps }: AddressActionDeps): OnboardingActorRef | null {
  if (handled) return null
  handled = true
  const cleaned = addressWithoutStrippedParams(location.href)
  if (cleaned !== null) replaceAddress(cleaned)
  const action = readAddressAction(location.search)
  switch (action.kind) {
    case 'onboarding':
      return startOnboarding(action.contentId, deps)
    case 'onboarding-without-content':
      onboardingLog.info('Onboarding was asked for without an ocid')
      return null
    case 'unknown':
      log.info('Unknown action', action.action)
      return null
    default:
      return null
  }
}

/**
 * The root shell's start-up hook: once the app has mounted, act on the address with the router's history (so
 * the router sees the cleaned address, without a reload) and the identity actor as the source of `isLoggedIn`.
 */
export function useAddressActions(): void {
  const router = useRouter()
  const { queryClient, identity } = useRouteContext({ from: '__root__' })
  useEffect(() => {
    runAddressActions({
      queryClient,
      login: loginSourceFrom(identity, (snapshot) => identityStatus(snapshot) === 'member'),
      accountQueryKey: ACCOUNT_QUERY_ROOT,
      location: { href: window.location.href, search: window.location.search },
      replaceAddress: (path) => router.history.replace(path, router.history.location.state),
    })
  }, [router, queryClient, identity])
}
