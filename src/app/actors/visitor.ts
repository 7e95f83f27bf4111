import type { QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  visitorMachine, type EmailLookupRequest, type EmailLookupResult, type Lead, type VisitorQuery,
} from '#machines/visitor/visitor.machine.ts'
import { identifyLead, track } from '#src/features/analytics/analytics.ts'
import { loadFavorites, mergeFavoritesOnSignIn } from '#src/features/favorites/sync.ts'
import type { IdentityActor, SessionActor } from '#src/features/identity/identity-actor.ts'
import { settledIdentity } from '#src/features/identity/settled-identity.ts'
import {
  leadPathingEnabled, lookupEmailByContact, lookupEmailByRecipient, lookupEmailBySession, registerLead,
} from '#src/features/visitor/api/lead-pathing.ts'
import { readLead, subscribeLead, writeLead } from '#src/features/visitor/lead-storage.ts'
import { api } from '#src/lib/api.ts'
import { log } from '#src/lib/log.ts'
import { settings } from '#src/lib/settings.ts'
import { inspectOption } from '../inspect.ts'

/**
 * The visit's start-up (R-VISIT-1): machines/visitor decides the order, this file supplies every
 * effect. Failures are logged and nothing is shown (R-VISIT-5), at warn level: a missing lead is ordinary.
 */
const logger = log.child('visitor')
/** Identity and session are separate actor systems, so they are passed in rather than found by systemId. */
const SETTLE_TIMEOUT_MS = 15_000

const QUERY_KEYS = ['email', 'rsid', 'vid', 'recipId', 'siteId', 'subid', 'action'] as const

export function visitorQuery(search: URLSearchParams): VisitorQuery {
  const query: VisitorQuery = {}
  for (const key of QUERY_KEYS) {
    const value = search.get(key)
    if (value !== null) query[key] = value
  }
  return query
}

/** Each source of R-VISIT-2 asks its own service. */
function lookupEmail(request: EmailLookupRequest): Promise<EmailLookupResult> {
  switch (request.source) {
    case 'accountSession':
      return api<EmailLookupResult>(`/bible-api/api/v2/sessions/${encodeURIComponent(request.sessionId)}/email`)
    case 'leadSession':
      return lookupEmailBySession(request.rsid)
    case 'recipient':
      return lookupEmailByRecipient(request.recipId, request.siteId)
    case 'getResponseContact':
      return lookupEmailByContact(request.contactId)
  }
}

export interface VisitorDeps {
  identity: IdentityActor
  session: SessionActor
  queryClient: QueryClient
  url?: URL
}

function provideEffects({ identity, session, queryClient }: VisitorDeps) {
  return visitorMachine.provide({
    actors: {
      // The identity actor restores the stored user (and itself runs the silent login that action=login asks for);
      // both steps here wait until it can say member or visitor.
      initialiseSignIn: fromPromise<undefined>(async () => { await settledIdentity(identity, SETTLE_TIMEOUT_MS) }),
      trySilentLogin: fromPromise<undefined>(async () => { await settledIdentity(identity, SETTLE_TIMEOUT_MS) }),
      initialiseSession: fromPromise(async () => {
        const snapshot = await waitFor(session, (s) => s.context.rsid !== null, { timeout: SETTLE_TIMEOUT_MS })
        return { rsid: snapshot.context.rsid ?? '' }
      }),
      lookupEmail: fromPromise<EmailLookupResult, EmailLookupRequest>(({ input }) => lookupEmail(input)),
      registerLead: fromPromise<Lead, { email: string; rsid: string }>(async ({ input }) => {
        const lead = await registerLead(input.email, input.rsid)
        return { id: lead.id, email: lead.email }
      }),
      loadFavorites: fromPromise<readonly unknown[]>(() => loadFavorites(identity, queryClient)),
    },
    actions: {
      persistLead: (_, { lead }) => {
        writeLead(lead)
        track({ name: 'Lead', facebook: true })
      },
      logLookupFailure: (_, { source, message }) => logger.warn(`email lookup by ${source} found nothing: ${message}`),
      logFailure: (_, { step, message }) => logger.warn(`${step} failed: ${message}`),
    },
  })
}

/** Starts the visitor actor (systemId 'visitor') and the favorites merge at sign-in. */
export function startVisitor(deps: VisitorDeps) {
  const url = deps.url ?? new URL(location.href)
  const identifyStored = () => {
    const lead = leadPathingEnabled() ? readLead() : null
    if (lead) identifyLead(lead.id)
  }
  identifyStored()
  subscribeLead(identifyStored)
  mergeFavoritesOnSignIn(deps.identity, deps.queryClient)

  const visitor = createActor(provideEffects(deps), {
    systemId: 'visitor',
    input: {
      query: visitorQuery(url.searchParams),
      leadPathingEnabled: leadPathingEnabled(),
      storedLead: readLead(),
      siteId: settings.siteId,
    },
    ...inspectOption(),
  })
  visitor.on('visitor.favoritesLoaded', ({ favorites }) => logger.debug(`favorites loaded (${favorites.length})`))
  return visitor.start()
}

export type VisitorActor = ReturnType<typeof startVisitor>
