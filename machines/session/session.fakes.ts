import { fromPromise } from 'xstate'
import { sessionMachine, type StoredSession } from './session.machine.ts'

/** Test doubles for the session's effects: storage as a promise settled by hand, writes recorded. */
export function createSessionFakes() {
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null
  const writes: Array<{ key: string; session: StoredSession }> = []
  const clears: string[] = []

  const machine = sessionMachine.provide({
    actors: {
      readStored: fromPromise<unknown>(() => new Promise((resolve, reject) => { pending = { resolve, reject } })),
    },
    actions: {
      persist: (_, params) => { writes.push(params) },
      clearStored: (_, params) => { clears.push(params.key) },
    },
  })

  const take = () => {
    const entry = pending
    if (!entry) throw new Error('readStored is not pending')
    pending = null
    return entry
  }

  return {
    machine,
    writes,
    clears,
    async resolveStored(value: unknown) { take().resolve(value); await settle() },
    async rejectStored(error: unknown) { take().reject(error); await settle() },
  }
}

/** A deterministic random source cycling through fixed values, so rsids are predictable. */
export function sequence(...values: number[]): () => number {
  let index = 0
  return () => values[index++ % values.length] ?? 0
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}
