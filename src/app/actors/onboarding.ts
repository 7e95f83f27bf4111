import type { QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise } from 'xstate'
import {
  onboardingMachine,
  type Demographics, type OnboardingItem, type RedeemResult, type ResponseRecord, type SavedResponse,
} from '#machines/onboarding/onboarding.machine.ts'
import { createAnonymousHold, type AnonymousHold } from '#src/features/onboarding/anonymous-hold.ts'
import { saveDemographics } from '#src/features/onboarding/api/demographics.ts'
import { fetchOnboardingItem } from '#src/features/onboarding/api/onboarding-item.ts'
import { claimResponses, postResponse } from '#src/features/onboarding/api/onboarding-responses.ts'
import { redeemOnboardingPoints } from '#src/features/onboarding/api/prayer-points.ts'
import { readCompletedFlag, writeCompletedFlag } from '#src/features/onboarding/completed-flag.ts'
import type { OnboardingActorRef } from '#src/features/onboarding/onboarding-actor.ts'
import { notifyOnboardingThankYou } from '#src/features/onboarding/thank-you.ts'
import { apiLocale, currentLocale } from '#src/lib/i18n.ts'
import { log } from '#src/lib/log.ts'
import { openModal } from '#src/lib/modals.ts'
import { inspectOption } from '../inspect.ts'

// Loaded by ./address-actions.ts only when the address asks for onboarding, so none of this is in the entry chunk.
const onboardingLog = log.child('onboarding')

/** Whether someone is signed in now, and a way to hear when that changes (the identity actor, or nobody). */
export interface LoginSource {
  isLoggedIn: () => boolean
  subscribe: (listener: (isLoggedIn: boolean) => void) => () => void
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
      fetchOnboardingItem: fromPromise<OnboardingItem, { contentId: string }>(({ input }) => fetchOnboardingItem(input.contentId, apiLocale(currentLocale()))),
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

const dialogModule = () => import('#src/features/onboarding/components/onboarding-dialog.tsx')

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
