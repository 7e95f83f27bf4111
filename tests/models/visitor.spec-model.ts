import { setup } from 'xstate'

/**
 * A visit's start-up as docs/product.md states it, written without reading machines/visitor:
 * R-VISIT-1 initialise sign-in and the session, try a silent login when the address asks action=login, then
 * resolve an email, register a lead and load favorites; R-VISIT-2 the email resolution order (the address's
 * email; then rsid or vid, first the account service, then the lead service; then recipId with siteId; then
 * subid); R-VISIT-3 a lookup answering Success without a usable address counts as a failure; R-VISIT-4 an
 * ill-formed rsid is not looked up (R-SESS-6); R-VISIT-5 a failed lookup is logged and nothing is shown;
 * R-VISIT-6 with the lead-pathing base unset every lead call is skipped; R-VISIT-7 a failed favorites load
 * yields an empty list; R-LEAD-1 a lead (POST /leads with email, rsid) only when an email exists, kept in local
 * storage; R-LEAD-2 a stored lead for the same address (any letter case) is kept without a new POST, and a
 * failed POST forgets the stored lead (it belonged to another address).
 *
 * Observable: the requests made (as the HTTP calls of R-CALL-4 and R-CALL-8), the lookup failures logged, the lead
 * written to local storage, whether a silent login was tried, the favorites announced, and the email and lead
 * callers read.
 */

export const LEAD_PATHING = '/lead-pathing'
/** R-SESS-6's external rsid format. */
const EXTERNAL_RSID = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const SESSION_RSID = 'V123abcdefghijkl'
export const PARTNER_RSID = 'Va12abcdefghijkl'
export const NEW_LEAD_ID = 'lead-new'
export const FAVORITES = [{ id: 'fav-1' }]

export type LookupSource = 'accountSession' | 'leadSession' | 'recipient' | 'getResponseContact'

/** What each lookup finds when it finds something. */
export const FOUND_EMAIL: Record<LookupSource, string> = {
  accountSession: 'account@example.com',
  leadSession: 'lead@example.com',
  recipient: 'recipient@example.com',
  getResponseContact: 'contact@example.com',
}

export interface Visit {
  name: string
  query: { email?: string; rsid?: string; vid?: string; recipId?: string; siteId?: string; subid?: string; action?: string }
  leadPathing: boolean
  siteIdSetting: string | null
  storedLead: { id: string; email: string } | null
}

export const VISITS: readonly Visit[] = [
  { name: 'an email in the address wins over every lookup', query: { email: ' reader@example.com ', rsid: PARTNER_RSID, subid: 'gr-7' }, leadPathing: true, siteIdSetting: null, storedLead: null },
  { name: 'every identifier: account, lead service, recipient, contact in turn', query: { rsid: PARTNER_RSID, recipId: '1001', siteId: 'lamp', subid: 'gr-7' }, leadPathing: true, siteIdSetting: null, storedLead: null },
  { name: 'vid is looked up like rsid when rsid is ill-formed', query: { rsid: 'nope', vid: PARTNER_RSID }, leadPathing: true, siteIdSetting: null, storedLead: null },
  { name: "recipId takes siteId from the settings when the address has none", query: { recipId: ' 1001 ' }, leadPathing: true, siteIdSetting: 'lamp-site', storedLead: null },
  { name: 'recipId without any siteId is not looked up', query: { recipId: '1001' }, leadPathing: true, siteIdSetting: null, storedLead: null },
  { name: 'no identifier at all', query: {}, leadPathing: true, siteIdSetting: null, storedLead: null },
  { name: 'an ill-formed email and rsid are ignored', query: { email: 'not-an-email', rsid: 'abc123', subid: 'gr-7' }, leadPathing: true, siteIdSetting: null, storedLead: null },
  { name: 'lead pathing off: only the account service is asked, no lead', query: { rsid: PARTNER_RSID, recipId: '1001', siteId: 'lamp', subid: 'gr-7' }, leadPathing: false, siteIdSetting: 'lamp', storedLead: { id: 'lead-stored', email: 'reader@example.com' } },
  { name: 'the stored lead of the same address is kept', query: { email: 'READER@example.com' }, leadPathing: true, siteIdSetting: null, storedLead: { id: 'lead-stored', email: 'reader@example.com' } },
  { name: 'a stored lead of another address is replaced', query: { subid: 'gr-7' }, leadPathing: true, siteIdSetting: null, storedLead: { id: 'lead-stored', email: 'reader@example.com' } },
  { name: 'action=login also tries a silent login', query: { action: 'login', email: 'reader@example.com' }, leadPathing: true, siteIdSetting: null, storedLead: null },
]

const trimmed = (value: string | undefined) => (value ?? '').trim()

/** R-VISIT-2's order, read off the visit. */
export function lookupsFor(visit: Visit): LookupSource[] {
  if (EMAIL.test(trimmed(visit.query.email))) return []
  const sessionId = [visit.query.rsid, visit.query.vid].find((id) => id !== undefined && EXTERNAL_RSID.test(id))
  const siteId = trimmed(visit.query.siteId) || visit.siteIdSetting
  const sources: LookupSource[] = []
  if (sessionId) sources.push('accountSession')
  if (sessionId && visit.leadPathing) sources.push('leadSession')
  if (trimmed(visit.query.recipId) && siteId && visit.leadPathing) sources.push('recipient')
  if (trimmed(visit.query.subid) && visit.leadPathing) sources.push('getResponseContact')
  return sources
}

/** The HTTP call each lookup is (R-CALL-4 and R-CALL-8: the account service under bible-api, lead pathing under /lead-pathing). */
export function lookupRequest(source: LookupSource, visit: Visit): string {
  const sessionId = [visit.query.rsid, visit.query.vid].find((id) => id !== undefined && EXTERNAL_RSID.test(id)) ?? ''
  const siteId = trimmed(visit.query.siteId) || visit.siteIdSetting || ''
  switch (source) {
    case 'accountSession': return `GET /bible-api/api/v2/sessions/${sessionId}/email`
    case 'leadSession': return `GET ${LEAD_PATHING}/sessions/${sessionId}/email`
    case 'recipient': return `GET ${LEAD_PATHING}/postup/recip/${trimmed(visit.query.recipId)}/email?siteId=${siteId}`
    case 'getResponseContact': return `GET ${LEAD_PATHING}/get-response/contacts/${trimmed(visit.query.subid)}/email`
  }
}

export const leadRequest = (email: string, rsid: string) => `POST ${LEAD_PATHING}/leads ${JSON.stringify({ email, rsid })}`

export type LookupFailure = 'answersError' | 'answersNoEmail' | 'fails'

export interface VisitorModelContext {
  visit: Visit
  signIn: 'pending' | 'ready' | 'failed' | 'silentLogin' | 'done'
  session: 'pending' | 'ready' | 'failed'
  silentLoginTried: boolean
  /** Lookups still to make, in order. */
  remaining: LookupSource[]
  requests: string[]
  loggedLookupFailures: LookupSource[]
  lastFailure: LookupFailure | null
  email: string
  lead: { id: string; email: string } | null
  leadWrites: Array<{ id: string; email: string }>
  favorites: 'pending' | 'loaded' | 'failed'
}

export type VisitorModelEvent =
  | { type: 'signIn.ready' } | { type: 'signIn.fails' } | { type: 'silentLogin.ends' }
  | { type: 'session.ready' } | { type: 'session.fails' }
  | { type: 'lookup.finds' } | { type: 'lookup.answersError' } | { type: 'lookup.answersNoEmail' } | { type: 'lookup.fails' }
  | { type: 'lead.registered' } | { type: 'lead.fails' }
  | { type: 'favorites.load' } | { type: 'favorites.fail' }

const visitorModelSetup = setup({
  types: {} as { context: VisitorModelContext; events: VisitorModelEvent; input: Visit },
  guards: {
    startupSettled: ({ context }) => (context.signIn === 'done' || context.signIn === 'failed') && context.session !== 'pending',
    wantsSilentLogin: ({ context }) => context.visit.query.action === 'login',
    emailKnown: ({ context }) => context.email !== '',
    lookupLeft: ({ context }) => context.remaining.length > 0,
    needsLead: ({ context }) =>
      context.visit.leadPathing && context.email !== '' && context.visit.storedLead?.email.toLowerCase() !== context.email.toLowerCase(),
  },
})
const { assign } = visitorModelSetup

const rsidOf = (context: VisitorModelContext) => (context.session === 'ready' ? SESSION_RSID : '')

/** A lookup that found nothing: logged with its source, the next one follows. */
const lookupFailed = (kind: LookupFailure) => ({
  target: 'nextLookup',
  actions: assign(({ context }: { context: VisitorModelContext }) => ({
    remaining: context.remaining.slice(1),
    loggedLookupFailures: [...context.loggedLookupFailures, ...context.remaining.slice(0, 1)],
    lastFailure: kind,
  })),
}) as const

/** The next lookup's request goes out. */
const request = assign(({ context }: { context: VisitorModelContext }) => ({
  requests: [...context.requests, lookupRequest(context.remaining[0] ?? 'accountSession', context.visit)],
}))

export const visitorSpecModel = visitorModelSetup.createMachine({
  id: 'visitorSpec',
  context: ({ input }) => ({
    visit: input, signIn: 'pending', session: 'pending', silentLoginTried: false, remaining: [], requests: [],
    loggedLookupFailures: [], lastFailure: null, email: '', lead: input.leadPathing ? input.storedLead : null, leadWrites: [], favorites: 'pending',
  }),
  initial: 'startingUp',
  states: {
    startingUp: {
      always: { guard: 'startupSettled', target: 'resolvingEmail' },
      on: {
        'signIn.ready': [
          // The silent login needs an initialised sign-in client, so it follows it.
          { guard: ({ context }) => context.signIn === 'pending' && context.visit.query.action === 'login', actions: assign({ signIn: 'silentLogin', silentLoginTried: true }) },
          { guard: ({ context }) => context.signIn === 'pending', actions: assign({ signIn: 'done' }) },
        ],
        'signIn.fails': { guard: ({ context }) => context.signIn === 'pending', actions: assign({ signIn: 'failed' }) },
        // Staying anonymous is an ordinary outcome of a silent login.
        'silentLogin.ends': { guard: ({ context }) => context.signIn === 'silentLogin', actions: assign({ signIn: 'done' }) },
        'session.ready': { guard: ({ context }) => context.session === 'pending', actions: assign({ session: 'ready' }) },
        'session.fails': { guard: ({ context }) => context.session === 'pending', actions: assign({ session: 'failed' }) },
      },
    },
    resolvingEmail: {
      initial: 'fromAddress',
      states: {
        fromAddress: {
          always: [
            { guard: ({ context }) => EMAIL.test(trimmed(context.visit.query.email)), target: '#visitorSpec.choosingLead', actions: assign({ email: ({ context }) => trimmed(context.visit.query.email) }) },
            { target: 'nextLookup', actions: assign({ remaining: ({ context }) => lookupsFor(context.visit) }) },
          ],
        },
        nextLookup: {
          always: [{ guard: 'lookupLeft', target: 'lookingUp', actions: request }, { target: '#visitorSpec.choosingLead' }],
        },
        lookingUp: {
          on: {
            'lookup.finds': {
              target: '#visitorSpec.choosingLead',
              actions: assign({ email: ({ context }) => FOUND_EMAIL[context.remaining[0] ?? 'accountSession'] }),
            },
            'lookup.answersError': lookupFailed('answersError'),
            'lookup.answersNoEmail': lookupFailed('answersNoEmail'),
            'lookup.fails': lookupFailed('fails'),
          },
        },
      },
    },
    choosingLead: {
      always: [
        {
          guard: 'needsLead',
          target: 'registeringLead',
          actions: assign({ requests: ({ context }) => [...context.requests, leadRequest(context.email, rsidOf(context))] }),
        },
        { target: 'loadingFavorites' },
      ],
    },
    registeringLead: {
      on: {
        'lead.registered': {
          target: 'loadingFavorites',
          actions: assign(({ context }) => {
            const lead = { id: NEW_LEAD_ID, email: context.email }
            return { lead, leadWrites: [...context.leadWrites, lead] }
          }),
        },
        'lead.fails': { target: 'loadingFavorites', actions: assign({ lead: null }) },
      },
    },
    loadingFavorites: {
      on: {
        'favorites.load': { target: 'ready', actions: assign({ favorites: 'loaded' }) },
        'favorites.fail': { target: 'ready', actions: assign({ favorites: 'failed' }) },
      },
    },
    ready: {},
  },
})

/**
 * States differ by phase and by what each phase decides: the start-up by who answered, the lookups by how many are
 * left and how the last one failed (so every kind of failure is met), the rest by what was found and stored.
 */
export function serializeVisitorState({ value, context }: { value: unknown; context: VisitorModelContext }): string {
  if (value === 'startingUp') return JSON.stringify([value, context.signIn, context.session])
  if (typeof value === 'object') return JSON.stringify([value, context.remaining.length, context.lastFailure])
  return JSON.stringify([value, context.session, context.email, context.lead, context.favorites])
}
