import { createActor, fromPromise } from 'xstate'
import { onboardingMachine } from './onboarding.machine.ts'
import type { OnboardingInput } from './onboarding.types.ts'

/**
 * Test support: the machine with every effect faked. Each spawned effect waits, keyed by its child id
 * ('fetchItem', 'post.2', 'redeem', ...), until the test settles it, so a test decides each outcome and
 * its timing. Named actions are recorded in call order.
 */
interface Started {
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

export type RecordedAction =
  | { type: 'setCompletedFlag' }
  | { type: 'notifyThankYou' }
  | { type: 'logRedeemError'; error: unknown }
  | { type: 'recordPrayerPoints'; points: number }

/** Lets promise callbacks and the mailbox run; fake timers do not touch microtasks. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

export function createOnboardingHarness(input: OnboardingInput) {
  const started = new Map<string, Started>()
  const actions: RecordedAction[] = []
  const emitted: string[] = []
  const fake = <TOutput, TInput>() =>
    fromPromise<TOutput, TInput>(({ input: effectInput, self }) =>
      new Promise<TOutput>((resolve, reject) => {
        started.set(self.id, { input: effectInput, resolve: (output) => resolve(output as TOutput), reject })
      }))
  const machine = onboardingMachine.provide({
    actors: {
      fetchOnboardingItem: fake(),
      submitDemographics: fake(),
      postResponse: fake(),
      claimResponses: fake(),
      redeemPoints: fake(),
    },
    actions: {
      setCompletedFlag: () => { actions.push({ type: 'setCompletedFlag' }) },
      notifyThankYou: () => { actions.push({ type: 'notifyThankYou' }) },
      logRedeemError: (_, params) => { actions.push({ type: 'logRedeemError', error: params.error }) },
      recordPrayerPoints: (_, params) => { actions.push({ type: 'recordPrayerPoints', points: params.points }) },
    },
  })
  const actor = createActor(machine, { input })
  actor.on('close-prevented', (event) => { emitted.push(event.type) })
  actor.start()

  const effect = (childId: string): Started => {
    const found = started.get(childId)
    if (!found) throw new Error(`effect ${childId} was never started (started: ${[...started.keys()].join(', ') || 'none'})`)
    return found
  }
  return {
    actor,
    started,
    actions,
    emitted,
    effect,
    count: (type: RecordedAction['type']) => actions.filter((a) => a.type === type).length,
    async resolve(childId: string, output: unknown) {
      effect(childId).resolve(output)
      await settle()
    },
    async reject(childId: string, error: unknown) {
      effect(childId).reject(error)
      await settle()
    },
  }
}

export type OnboardingHarness = ReturnType<typeof createOnboardingHarness>
