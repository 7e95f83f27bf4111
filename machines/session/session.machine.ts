import { assign, cancel, enqueueActions, fromPromise, raise, setup, spawnChild, stopChild } from 'xstate'
import type { DoneActorEvent, ErrorActorEvent } from 'xstate'
import { createRsid, isValidExternalRsid, type RandomSource } from './rsid.ts'

export { createRsid, isGeneratedRsid, isValidExternalRsid, type RandomSource } from './rsid.ts'

/**
 * The visitor session (R-SESS): an rsid that lives 15 minutes from creation in session
 * storage. Leads, impressions and sign-in requests carry it, so there is always exactly one once
 * restoring is over. Storage and randomness are effects the composition root provides.
 */

export const SESSION_LIFETIME_MS = 15 * 60 * 1000
/** Session storage key (R-STORE-1: the rsid and its expiry, in session storage). */
export const SESSION_STORAGE_KEY = 'rsid'

/** What is kept in session storage. `createdAt` is derived: expiry minus the fixed lifetime. */
export interface StoredSession { rsid: string; expiresAt: number }

export interface SessionInput {
  /** Clock in ms since the epoch; the root passes `Date.now`, tests a fake. */
  now: () => number
  /** Random source for new rsids; the root passes a crypto-backed one, tests a fixed sequence. */
  random: RandomSource
  /** The `rsid` query parameter, if the address carried one. Invalid values are ignored. */
  addressRsid?: string | null
}

export interface SessionContext {
  now: () => number
  random: RandomSource
  addressRsid: string | null
  /** Null only while restoring. */
  rsid: string | null
  createdAt: number | null
  expiresAt: number | null
}

export type SessionChangeReason = 'restored' | 'created' | 'adopted' | 'expired' | 'reset'

export type SessionEvent =
  | DoneActorEvent<unknown, 'readStored'>
  | ErrorActorEvent<unknown, 'readStored'>
  /** Raised by the machine itself when the lifetime has run out. */
  | { type: 'session.expire' }
  | { type: 'session.reset' }
  /** An rsid arrived in the address after start (client-side navigation). */
  | { type: 'session.adopt'; rsid: string }

/** Emitted whenever the rsid the app should use is (re)established. */
export type SessionEmitted = { type: 'session.changed'; rsid: string; reason: SessionChangeReason }

/** Storage is outside our control: anything that is not a well-formed record counts as absent. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null
  const { rsid, expiresAt } = value as Record<string, unknown>
  if (!isValidExternalRsid(rsid) || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null
  return { rsid, expiresAt }
}

const storedOutput = (event: SessionEvent) => (event.type === 'xstate.done.actor.readStored' ? event.output : null)

/** Effects are supplied with `.provide()`; a forgotten one fails loudly instead of silently doing nothing. */
const notProvided = (name: string): never => {
  throw new Error(`session: effect "${name}" must be provided by the composition root`)
}

const sessionSetup = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput; emitted: SessionEmitted },
  actors: {
    /** Resolves the raw session-storage record (or null); the machine validates it. */
    readStored: fromPromise<unknown>(async () => notProvided('readStored')),
  },
  actions: {
    persist: (_, _params: { key: string; session: StoredSession }) => notProvided('persist'),
    clearStored: (_, _params: { key: string }) => notProvided('clearStored'),
    restoreSession: enqueueActions(({ enqueue, event }) => {
      const stored = parseStoredSession(storedOutput(event))
      if (!stored) return
      enqueue.assign({ rsid: stored.rsid, createdAt: stored.expiresAt - SESSION_LIFETIME_MS, expiresAt: stored.expiresAt })
      enqueue.emit({ type: 'session.changed', rsid: stored.rsid, reason: 'restored' })
    }),
    // A cancellable delayed event rather than `after`, so the model-based test can drive it like any event.
    scheduleExpiry: raise({ type: 'session.expire' }, { id: 'sessionExpiry', delay: 'lifetime' }),
    cancelExpiry: cancel('sessionExpiry'),
  },
  guards: {
    hasAddressRsid: ({ context }) => isValidExternalRsid(context.addressRsid),
    storedIsLive: ({ context, event }) => {
      const stored = parseStoredSession(storedOutput(event))
      return stored !== null && stored.expiresAt > context.now()
    },
    // Expired or malformed: either way something is there that must go (R-SESS-3: cleared on reload).
    storedIsStale: ({ event }) => storedOutput(event) != null,
    adoptable: ({ context, event }) =>
      event.type === 'session.adopt' && isValidExternalRsid(event.rsid) && event.rsid !== context.rsid,
  },
  delays: {
    lifetime: ({ context }) => Math.max(0, (context.expiresAt ?? 0) - context.now()),
  },
})

/**
 * One action computes a session, stores it and announces it, so the three can never disagree.
 * A factory over the typed setup (not a named action) because it composes the named `persist`.
 */
function startSession(reason: SessionChangeReason, rsidFrom?: (event: SessionEvent, context: SessionContext) => string) {
  return sessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const createdAt = context.now()
    const rsid = rsidFrom?.(event, context) ?? createRsid(context.random)
    const expiresAt = createdAt + SESSION_LIFETIME_MS
    enqueue.assign({ rsid, createdAt, expiresAt })
    enqueue({ type: 'persist', params: { key: SESSION_STORAGE_KEY, session: { rsid, expiresAt } } })
    enqueue.emit({ type: 'session.changed', rsid, reason })
  })
}

const clearStored = { type: 'clearStored', params: { key: SESSION_STORAGE_KEY } } as const
const fromAddress = (_: SessionEvent, context: SessionContext) => context.addressRsid ?? ''
const fromAdoptEvent = (event: SessionEvent, context: SessionContext) =>
  event.type === 'session.adopt' ? event.rsid : (context.rsid ?? '')

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    now: input.now,
    random: input.random,
    addressRsid: input.addressRsid ?? null,
    rsid: null,
    createdAt: null,
    expiresAt: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      // Spawned rather than invoked: xstate/graph cannot model `invoke`, and the done event is the same.
      entry: spawnChild('readStored', { id: 'readStored' }),
      exit: stopChild('readStored'),
      on: {
        'xstate.done.actor.readStored': [
          // A partner link names the session explicitly; it wins over whatever this tab had.
          {
            guard: 'hasAddressRsid',
            target: 'active',
            actions: startSession('adopted', fromAddress),
          },
          { guard: 'storedIsLive', target: 'active', actions: 'restoreSession' },
          {
            guard: 'storedIsStale',
            target: 'active',
            actions: [clearStored, startSession('created')],
          },
          { target: 'active', actions: startSession('created') },
        ],
        // Unreadable storage must not leave the visitor without a session.
        'xstate.error.actor.readStored': { target: 'active', actions: startSession('created') },
      },
    },
    active: {
      entry: 'scheduleExpiry',
      exit: 'cancelExpiry',
      on: {
        // Re-entering restarts the lifetime timer for the new session.
        'session.expire': {
          target: 'active',
          reenter: true,
          actions: [clearStored, startSession('expired')],
        },
        'session.reset': { target: 'active', reenter: true, actions: startSession('reset') },
        'session.adopt': {
          guard: 'adoptable',
          target: 'active',
          reenter: true,
          actions: [
            assign({ addressRsid: ({ event }) => event.rsid }),
            startSession('adopted', fromAdoptEvent),
          ],
        },
      },
    },
  },
})
