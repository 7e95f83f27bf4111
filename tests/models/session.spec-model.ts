import { setup } from 'xstate'

/**
 * The visitor session as docs/product.md states it, written without reading machines/session:
 * R-SESS-1 an rsid and its expiry in session storage under `rsid`, created at start when none exists;
 * R-SESS-2 it expires 15 minutes after creation; R-SESS-3 an expired stored session is cleared on reload;
 * R-SESS-4 it can be reset; R-SESS-5 the generated format (V, a 3-digit number, 12 random lowercase
 * alphanumerics); R-SESS-6 an external rsid must match its format, and a valid one in the address names the
 * session; R-SESS-7 unreadable storage never leaves the visitor without one; R-SESS-8 every change is announced.
 *
 * The model's context is what a caller can observe: the session the app uses, what session storage holds
 * (a stale record is "cleared" when it is no longer there, removed or overwritten), the last
 * `session.changed` announcement, and the clock.
 */

/** R-SESS-2. */
export const SESSION_LIFETIME_MS = 15 * 60 * 1000
/** R-STORE-1. */
export const SESSION_STORAGE_KEY = 'rsid'
/** R-SESS-5. */
export const GENERATED_RSID = /^V\d{3}[a-z0-9]{12}$/

/** A partner link's rsid (R-SESS-6's external format) and one arriving later on a client-side navigation. */
export const PARTNER_RSID = 'Ab12abcdefghij34'
export const LATER_PARTNER_RSID = 'Zz99zyxwvutsrqpo'
/** What a reload may find in session storage. */
export const STORED_RSID = 'V321storedsessio'
export const STORED_LIVE_FOR_MS = 60_000
export const STORED_EXPIRED_AGO_MS = 1
export const FIVE_MINUTES_MS = 5 * 60 * 1000
/** Enough to see a session end twice, a reset and an adoption, and small enough to stay a handful of paths. */
const MAX_SESSIONS = 3

/** The rsid a caller sees: a known value, or the n-th generated one (random, so only its shape is known). */
export type ModelRsid = { known: string } | { generated: number }

export type ChangeReason = 'restored' | 'created' | 'adopted' | 'expired' | 'reset'

export interface SessionModelInput {
  /** A well-formed partner rsid in the address at start (R-SESS-6: it names the session explicitly). */
  addressRsid: boolean
}

export interface SessionModelContext {
  addressRsid: boolean
  /** Milliseconds since the test's start. */
  clockMs: number
  rsid: ModelRsid | null
  expiresAtMs: number | null
  /** What session storage holds under `rsid`. */
  stored: { rsid: ModelRsid; expiresAtMs: number } | null
  /** Invalid rsids offered by the address so far (each must change nothing). */
  ignoredInvalid: number
  lastChange: ChangeReason | null
  sessions: number
  generatedCount: number
}

export type SessionModelEvent =
  // What the reload finds in session storage.
  | { type: 'storage.empty' }
  | { type: 'storage.liveSession' }
  | { type: 'storage.expiredSession' }
  | { type: 'storage.garbage' }
  | { type: 'storage.unreadable' }
  // Time.
  | { type: 'clock.fiveMinutesPass' }
  | { type: 'clock.lifetimeEnds' }
  // Callers.
  | { type: 'visitor.resets' }
  | { type: 'address.bringsPartnerRsid' }
  | { type: 'address.bringsInvalidRsid' }

type Ctx = SessionModelContext

const isRsid = (rsid: ModelRsid | null, value: string) => rsid !== null && 'known' in rsid && rsid.known === value

/** A new session, created now, stored and announced (R-SESS-2: 15 minutes after creation; R-SESS-8). */
function begin(context: Ctx, reason: ChangeReason, known?: string): Partial<Ctx> {
  const generatedCount = known ? context.generatedCount : context.generatedCount + 1
  const rsid: ModelRsid = known ? { known } : { generated: generatedCount }
  const expiresAtMs = context.clockMs + SESSION_LIFETIME_MS
  return {
    rsid, expiresAtMs, stored: { rsid, expiresAtMs },
    lastChange: reason, sessions: context.sessions + 1, generatedCount,
  }
}

/** At start a valid partner rsid names the session (R-SESS-6); otherwise a new one is generated. */
const fresh = (context: Ctx): Partial<Ctx> => (context.addressRsid ? begin(context, 'adopted', PARTNER_RSID) : begin(context, 'created'))
/** R-SESS-3: an expired (or malformed) persisted record is cleared on reload. */
const clearStale = (context: Ctx): Ctx => ({ ...context, stored: null })

const sessionModelSetup = setup({
  types: {} as { context: SessionModelContext; events: SessionModelEvent; input: SessionModelInput },
  guards: {
    moreSessionsAllowed: ({ context }) => context.sessions < MAX_SESSIONS,
    // Five minutes pass without reaching the end of the lifetime.
    fiveMinutesLeftAndMore: ({ context }) => (context.expiresAtMs ?? 0) - context.clockMs > FIVE_MINUTES_MS && context.clockMs === 0,
    addressRsidAtStart: ({ context }) => context.addressRsid,
  },
})
const { assign } = sessionModelSetup

export const sessionSpecModel = sessionModelSetup.createMachine({
  id: 'sessionSpec',
  context: ({ input }) => ({
    addressRsid: input.addressRsid, clockMs: 0, rsid: null, expiresAtMs: null, stored: null,
    ignoredInvalid: 0, lastChange: null, sessions: 0, generatedCount: 0,
  }),
  initial: 'reading',
  states: {
    // Nothing decided yet: the app has no rsid to send.
    reading: {
      on: {
        'storage.empty': { target: 'active', actions: assign(({ context }) => fresh(context)) },
        'storage.liveSession': [
          // R-SESS-6: a partner link wins over what this tab had.
          { guard: 'addressRsidAtStart', target: 'active', actions: assign(({ context }) => fresh({ ...context, stored: null })) },
          {
            target: 'active',
            // Restored as it was: no write, no new lifetime.
            actions: assign(({ context }) => {
              const rsid: ModelRsid = { known: STORED_RSID }
              return { rsid, expiresAtMs: STORED_LIVE_FOR_MS, stored: { rsid, expiresAtMs: STORED_LIVE_FOR_MS }, lastChange: 'restored' as const, sessions: context.sessions + 1 }
            }),
          },
        ],
        'storage.expiredSession': { target: 'active', actions: assign(({ context }) => fresh(clearStale(context))) },
        'storage.garbage': { target: 'active', actions: assign(({ context }) => fresh(clearStale(context))) },
        // Blocked storage must not leave the visitor without a session. With a partner rsid docs/product.md does not
        // say which wins over blocked storage, so that combination is not modelled (see the model test).
        'storage.unreadable': { guard: ({ context }) => !context.addressRsid, target: 'active', actions: assign(({ context }) => fresh(context)) },
      },
    },
    // Exactly one live session, in storage, with its end 15 minutes after its creation.
    active: {
      on: {
        'clock.fiveMinutesPass': { guard: 'fiveMinutesLeftAndMore', actions: assign({ clockMs: ({ context }) => context.clockMs + FIVE_MINUTES_MS }) },
        'clock.lifetimeEnds': {
          guard: 'moreSessionsAllowed',
          // The old record goes, a new session starts at the moment the old one ended (R-SESS-1: the visitor always has one).
          actions: assign(({ context }) => {
            const now = { ...context, clockMs: context.expiresAtMs ?? context.clockMs }
            return { clockMs: now.clockMs, ...begin(now, 'expired') }
          }),
        },
        'visitor.resets': { guard: 'moreSessionsAllowed', actions: assign(({ context }) => begin(context, 'reset')) },
        'address.bringsPartnerRsid': {
          guard: ({ context }) => context.sessions < MAX_SESSIONS && !isRsid(context.rsid, LATER_PARTNER_RSID),
          actions: assign(({ context }) => begin(context, 'adopted', LATER_PARTNER_RSID)),
        },
        // R-SESS-6: an external rsid must match the format; one that does not changes nothing observable.
        'address.bringsInvalidRsid': { guard: ({ context }) => context.ignoredInvalid === 0, actions: assign({ ignoredInvalid: 1 }) },
      },
    },
  },
})

export type SessionModelSnapshot = ReturnType<typeof sessionSpecModel.transition>
