import { createActor, fromPromise } from 'xstate'
import { visitorMachine, type EmailSource, type Lead, type VisitorInput, type VisitorStep } from './visitor.machine.ts'

/**
 * Test double for every effect the visitor machine names. Each actor call stays pending until the test
 * settles it, so a test decides each outcome at the moment the machine is waiting for it, and can check
 * exactly which effect it is waiting for. Imports xstate only, like the machine.
 */

export type EffectName = 'initialiseSignIn' | 'initialiseSession' | 'trySilentLogin' | 'lookupEmail' | 'registerLead' | 'loadFavorites'

interface Pending {
  input: unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

export function startVisitor(input: VisitorInput) {
  const calls: Array<{ name: EffectName; input: unknown }> = []
  const pending = new Map<EffectName, Pending>()
  const persisted: Lead[] = []
  const lookupFailures: Array<{ source: EmailSource; message: string }> = []
  const failures: Array<{ step: VisitorStep; message: string }> = []
  const emittedFavorites: Array<readonly unknown[]> = []

  const effect = <TOutput, TInput>(name: EffectName) =>
    fromPromise<TOutput, TInput>(({ input: effectInput }) => new Promise<TOutput>((resolve, reject) => {
      calls.push({ name, input: effectInput })
      pending.set(name, { input: effectInput, resolve: (value) => resolve(value as TOutput), reject })
    }))

  const machine = visitorMachine.provide({
    actors: {
      initialiseSignIn: effect('initialiseSignIn'),
      initialiseSession: effect('initialiseSession'),
      trySilentLogin: effect('trySilentLogin'),
      lookupEmail: effect('lookupEmail'),
      registerLead: effect('registerLead'),
      loadFavorites: effect('loadFavorites'),
    },
    actions: {
      persistLead: (_, { lead }) => { persisted.push(lead) },
      logLookupFailure: (_, failure) => { lookupFailures.push(failure) },
      logFailure: (_, failure) => { failures.push(failure) },
    },
  })
  const actor = createActor(machine, { input })
  actor.on('visitor.favoritesLoaded', ({ favorites }) => { emittedFavorites.push(favorites) })
  actor.start()

  const take = (name: EffectName): Pending => {
    const entry = pending.get(name)
    if (!entry) throw new Error(`${name} is not pending (pending: ${[...pending.keys()].join(', ') || 'none'})`)
    pending.delete(name)
    return entry
  }

  return {
    actor,
    calls,
    persisted,
    lookupFailures,
    failures,
    emittedFavorites,
    pendingNames: () => [...pending.keys()],
    pendingInput: (name: EffectName) => pending.get(name)?.input,
    calledNames: () => calls.map((call) => call.name),
    /** Settles one pending effect and lets the machine react before returning. */
    async succeed(name: EffectName, output: unknown) { take(name).resolve(output); await settle() },
    async fail(name: EffectName, error: unknown = new Error(`${name} failed`)) { take(name).reject(error); await settle() },
  }
}

export type VisitorHarness = ReturnType<typeof startVisitor>

/** A macrotask turn: every promise callback (and so every actor completion) queued so far has run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
