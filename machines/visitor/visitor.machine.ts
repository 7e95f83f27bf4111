import { assign, emit, fromPromise, setup } from 'xstate'
import {
  asksForLogin, foundEmail, isEmailAddress, lookupFailureMessage, messageOf, plannedLookups, present, sameEmail,
  type EmailLookupRequest, type EmailLookupResult, type EmailSource, type VisitorQuery,
} from './visitor.rules.ts'

export type { EmailLookupRequest, EmailLookupResult, EmailLookupSource, EmailSource, VisitorQuery } from './visitor.rules.ts'
export { EMAIL_LOOKUPS, EMAIL_SOURCES, isEmailAddress, isValidExternalRsid, plannedLookups } from './visitor.rules.ts'

/**
 * Start-up of one visit (R-VISIT-1; R-VISIT-2 the email resolution order; R-VISIT-5 nothing shown on failure):
 * initialise sign-in and the session, try a silent login when asked, resolve an email address, register
 * the visitor as a lead, load favorites. Every effect is named here and supplied by the composition root
 * with `.provide()`; every failure is logged through a named action and the visit simply carries on.
 */

/** Lead as persisted under `rad-pathing` (R-LEAD-1: id, email; the service's other fields are not ours). */
export interface Lead {
  id: string
  email: string
}

export interface VisitorInput {
  query: VisitorQuery
  /** False when the lead-pathing base setting is empty: every lead-service call is skipped (R-VISIT-6). */
  leadPathingEnabled: boolean
  storedLead: Lead | null
  /** The `siteId` setting, used when the address carries `recipId` without its own `siteId`. */
  siteId?: string | undefined
}

/** Steps whose failure is logged; the email lookups log through `logLookupFailure` with their source instead. */
export type VisitorStep = 'initialiseSignIn' | 'initialiseSession' | 'registerLead' | 'loadFavorites'

export interface VisitorContext {
  query: VisitorQuery
  leadPathingEnabled: boolean
  storedLead: Lead | null
  siteId: string | null
  /** The session id the session actor settled on; the lead is registered with it. */
  rsid: string
  /** Lookups still to try, in order; the first is the one running while `resolvingEmail.lookingUp`. */
  lookups: EmailLookupRequest[]
  /** '' until (unless) a source yields an address. */
  email: string
  lead: Lead | null
  /** True once the favorites list came back; false if it failed (the reader then sees an empty list). */
  favoritesLoaded: boolean
}

/** The machine takes no outside events, only its own actors' completions; xstate needs an event type, so this one is never sent. */
export type VisitorEvent = { type: 'visitor.noop' }

/**
 * Emitted once favorites are known, so the bridge can hand them to the favorites feature without this
 * machine caching server data. A favorite's shape belongs to that feature, hence `unknown`.
 */
export type VisitorEmitted = { type: 'visitor.favoritesLoaded'; favorites: readonly unknown[] }

export interface SessionStarted {
  rsid: string
}

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`visitor machine: actor "${name}" was not provided`))
}

export const visitorMachine = setup({
  types: {} as { context: VisitorContext; events: VisitorEvent; input: VisitorInput; emitted: VisitorEmitted },
  actors: {
    initialiseSignIn: fromPromise<undefined>(notProvided('initialiseSignIn')),
    initialiseSession: fromPromise<SessionStarted>(notProvided('initialiseSession')),
    trySilentLogin: fromPromise<undefined>(notProvided('trySilentLogin')),
    /** One lookup of R-VISIT-2; the request names its source and what to ask with. */
    lookupEmail: fromPromise<EmailLookupResult, EmailLookupRequest>(notProvided('lookupEmail')),
    registerLead: fromPromise<Lead, { email: string; rsid: string }>(notProvided('registerLead')),
    loadFavorites: fromPromise<readonly unknown[]>(notProvided('loadFavorites')),
  },
  actions: {
    /** Writes the lead to local storage under `rad-pathing`. */
    persistLead: (_, _params: { lead: Lead }) => {},
    logLookupFailure: (_, _params: { source: EmailSource; message: string }) => {},
    logFailure: (_, _params: { step: VisitorStep; message: string }) => {},
    takeEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    planLookups: assign({ lookups: ({ context }) => plannedLookups(context) }),
    dropLookup: assign({ lookups: ({ context }) => context.lookups.slice(1) }),
  },
  guards: {
    wantsSilentLogin: ({ context }) => asksForLogin(context.query.action),
    hasAddressEmail: ({ context }) => isEmailAddress(context.query.email),
    hasLookupLeft: ({ context }) => context.lookups.length > 0,
    isFound: (_, params: { answer: EmailLookupResult }) => foundEmail(params.answer) !== null,
    // Skip the POST when the stored lead already belongs to this address: the service would answer the same lead.
    shouldRegisterLead: ({ context }) =>
      context.leadPathingEnabled && context.email !== '' && !sameEmail(context.storedLead?.email, context.email),
  },
}).createMachine({
  id: 'visitor',
  context: ({ input }) => ({
    query: input.query,
    leadPathingEnabled: input.leadPathingEnabled,
    storedLead: input.storedLead,
    siteId: present(input.siteId),
    rsid: '',
    lookups: [],
    email: '',
    // A returning visitor stays the lead they were unless this visit names another address.
    lead: input.leadPathingEnabled ? input.storedLead : null,
    favoritesLoaded: false,
  }),
  initial: 'initialising',
  states: {
    initialising: {
      type: 'parallel',
      states: {
        signIn: {
          initial: 'initialising',
          states: {
            initialising: {
              invoke: {
                id: 'initialiseSignIn',
                src: 'initialiseSignIn',
                // Silent login needs an initialised sign-in client, so it follows it rather than racing it.
                onDone: [{ guard: 'wantsSilentLogin', target: 'silentLogin' }, { target: 'done' }],
                onError: {
                  target: 'done',
                  actions: { type: 'logFailure', params: ({ event }) => ({ step: 'initialiseSignIn', message: messageOf(event.error) }) },
                },
              },
            },
            silentLogin: {
              // Failure is ignored: staying anonymous is an ordinary outcome of a silent login.
              invoke: { id: 'trySilentLogin', src: 'trySilentLogin', onDone: 'done', onError: 'done' },
            },
            done: { type: 'final' },
          },
        },
        session: {
          initial: 'initialising',
          states: {
            initialising: {
              invoke: {
                id: 'initialiseSession',
                src: 'initialiseSession',
                onDone: { target: 'done', actions: assign({ rsid: ({ event }) => event.output.rsid }) },
                onError: {
                  target: 'done',
                  actions: { type: 'logFailure', params: ({ event }) => ({ step: 'initialiseSession', message: messageOf(event.error) }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'resolvingEmail',
    },

    // R-VISIT-2's order as data: the address's own email, else each planned lookup in turn until one finds an
    // address. Sources the visit gives nothing to ask with are never planned, so they never start a request.
    resolvingEmail: {
      initial: 'fromAddress',
      states: {
        fromAddress: {
          always: [
            {
              guard: 'hasAddressEmail',
              target: 'done',
              actions: { type: 'takeEmail', params: ({ context }) => ({ email: (context.query.email ?? '').trim() }) },
            },
            { target: 'nextLookup', actions: 'planLookups' },
          ],
        },
        nextLookup: {
          always: [{ guard: 'hasLookupLeft', target: 'lookingUp' }, { target: 'done' }],
        },
        lookingUp: {
          invoke: {
            id: 'lookupEmail',
            src: 'lookupEmail',
            input: ({ context }) => currentLookup(context),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ answer: event.output }) },
                target: 'done',
                actions: { type: 'takeEmail', params: ({ event }) => ({ email: foundEmail(event.output) ?? '' }) },
              },
              {
                target: 'nextLookup',
                actions: [
                  { type: 'logLookupFailure', params: ({ context, event }) => ({ source: currentLookup(context).source, message: lookupFailureMessage(event.output) }) },
                  'dropLookup',
                ],
              },
            ],
            onError: {
              target: 'nextLookup',
              actions: [
                { type: 'logLookupFailure', params: ({ context, event }) => ({ source: currentLookup(context).source, message: messageOf(event.error) }) },
                'dropLookup',
              ],
            },
          },
        },
        done: { type: 'final' },
      },
      onDone: [{ guard: 'shouldRegisterLead', target: 'registeringLead' }, { target: 'loadingFavorites' }],
    },

    registeringLead: {
      invoke: {
        id: 'registerLead',
        src: 'registerLead',
        input: ({ context }) => ({ email: context.email, rsid: context.rsid }),
        onDone: {
          target: 'loadingFavorites',
          actions: [
            assign({ lead: ({ event }) => event.output }),
            { type: 'persistLead', params: ({ event }) => ({ lead: event.output }) },
          ],
        },
        // The stored lead belongs to another address, so keeping it would mislabel this visit.
        onError: {
          target: 'loadingFavorites',
          actions: [
            assign({ lead: null }),
            { type: 'logFailure', params: ({ event }) => ({ step: 'registerLead', message: messageOf(event.error) }) },
          ],
        },
      },
    },

    loadingFavorites: {
      invoke: {
        id: 'loadFavorites',
        src: 'loadFavorites',
        onDone: {
          target: 'ready',
          actions: [
            assign({ favoritesLoaded: true }),
            emit(({ event }) => ({ type: 'visitor.favoritesLoaded' as const, favorites: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ step: 'loadFavorites', message: messageOf(event.error) }) },
            emit({ type: 'visitor.favoritesLoaded', favorites: [] }),
          ],
        },
      },
    },

    // Not final: the actor stays alive (systemId 'visitor') so the app can keep reading email and lead.
    ready: {},
  },
})

/** The lookup running now; `lookingUp` is only entered while one is left. */
function currentLookup(context: VisitorContext): EmailLookupRequest {
  const [lookup] = context.lookups
  if (!lookup) throw new Error('visitor machine: no lookup left to run')
  return lookup
}
