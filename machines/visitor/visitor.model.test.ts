import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { LOOKUP_EFFECT, startVisitor, type VisitorHarness } from './visitor.fakes.ts'
import type { EmailSource, Lead, VisitorInput } from './visitor.machine.ts'

/**
 * The model restates the start-up in the spec's own terms (§4, §7): which lookups a visit should make, in
 * which order, and what follows from each outcome. Its shortest paths drive the real machine through fakes;
 * at every model state the real machine must be doing what the model says. The lookup order per scenario
 * is written out by hand, not derived from the machine's rules, so a wrong order cannot pass.
 */

type LookupSource = Exclude<EmailSource, 'address'>

interface Scenario {
  name: string
  input: VisitorInput
  /** Lookups the spec calls for, in order, if each one fails. */
  sources: LookupSource[]
  /** The address's own email, when it is a usable one. */
  addressEmail?: string
}

const RSID = 'V123abcdefghijkl' // what the fake session actor settles on
const EXTERNAL = 'Va12abcdefghijkl'
const FOUND: Record<LookupSource, string> = {
  accountSession: 'account@example.com',
  leadSession: 'lead@example.com',
  recipient: 'recipient@example.com',
  getResponseContact: 'contact@example.com',
}
const STORED: Lead = { id: 'lead-stored', email: 'Reader@Example.com' }
const visit = (query: VisitorInput['query'], more: Partial<VisitorInput> = {}): VisitorInput =>
  ({ query, leadPathingEnabled: true, storedLead: null, ...more })

const scenarios: Scenario[] = [
  { name: 'email in the address wins over every lookup', input: visit({ email: ' reader@example.com ', rsid: EXTERNAL, subid: 'gr-7' }), sources: [], addressEmail: 'reader@example.com' },
  { name: 'every identifier: account, lead service, recipient, contact in turn', input: visit({ rsid: EXTERNAL, recipId: '1001', siteId: 'lamp', subid: 'gr-7' }), sources: ['accountSession', 'leadSession', 'recipient', 'getResponseContact'] },
  { name: 'vid is looked up like rsid', input: visit({ vid: EXTERNAL }), sources: ['accountSession', 'leadSession'] },
  { name: 'recipId takes siteId from the settings when the address has none', input: visit({ recipId: '1001' }, { siteId: 'lamp' }), sources: ['recipient'] },
  { name: 'recipId without any siteId is not looked up', input: visit({ recipId: '1001' }), sources: [] },
  { name: 'subid alone', input: visit({ subid: 'gr-7' }), sources: ['getResponseContact'] },
  { name: 'no identifier at all', input: visit({}), sources: [] },
  { name: 'an ill-formed email and rsid are ignored', input: visit({ email: 'not-an-email', rsid: 'abc123', subid: 'gr-7' }), sources: ['getResponseContact'] },
  { name: 'lead pathing off: only the account service is asked, no lead', input: visit({ rsid: EXTERNAL, recipId: '1001', siteId: 'lamp', subid: 'gr-7' }, { leadPathingEnabled: false, storedLead: STORED }), sources: ['accountSession'] },
  { name: 'the stored lead for the same address is reused', input: visit({ email: 'reader@example.com' }, { storedLead: STORED }), sources: [], addressEmail: 'reader@example.com' },
  { name: 'a stored lead for another address is replaced', input: visit({ subid: 'gr-7' }, { storedLead: STORED }), sources: ['getResponseContact'] },
  { name: 'action=login also tries a silent login', input: visit({ action: 'login', email: 'reader@example.com' }), sources: [], addressEmail: 'reader@example.com' },
]

interface ModelContext {
  scenario: Scenario
  remaining: LookupSource[]
  tried: LookupSource[]
  email: string
  lead: Lead | null
  favorites: 'pending' | 'loaded' | 'failed'
}

type ModelEvent =
  | { type: 'startup.settled' }
  | { type: 'lookup.found'; source: LookupSource }
  | { type: 'lookup.failed'; source: LookupSource }
  | { type: 'lead.registered' } | { type: 'lead.failed' }
  | { type: 'favorites.loaded' } | { type: 'favorites.failed' }

const NEW_LEAD_ID = 'lead-new'

const model = setup({
  types: {} as { context: ModelContext; events: ModelEvent; input: Scenario },
  guards: {
    emailSettled: ({ context }) => context.email !== '' || context.remaining.length === 0,
    needsLead: ({ context }) => context.scenario.input.leadPathingEnabled && context.email !== ''
      && context.scenario.input.storedLead?.email.toLowerCase() !== context.email.toLowerCase(),
  },
}).createMachine({
  id: 'visitorModel',
  context: ({ input }) => ({
    scenario: input, remaining: input.sources, tried: [], email: input.addressEmail ?? '',
    lead: input.input.leadPathingEnabled ? input.input.storedLead : null, favorites: 'pending',
  }),
  initial: 'initialising',
  states: {
    initialising: { on: { 'startup.settled': 'resolvingEmail' } },
    resolvingEmail: {
      always: { guard: 'emailSettled', target: 'choosingLead' },
      on: {
        'lookup.found': { actions: assign(({ context, event }) => ({ email: FOUND[event.source], tried: [...context.tried, event.source] })) },
        'lookup.failed': { actions: assign(({ context, event }) => ({ remaining: context.remaining.slice(1), tried: [...context.tried, event.source] })) },
      },
    },
    choosingLead: { always: [{ guard: 'needsLead', target: 'registeringLead' }, { target: 'loadingFavorites' }] },
    registeringLead: {
      on: {
        'lead.registered': { target: 'loadingFavorites', actions: assign({ lead: ({ context }) => ({ id: NEW_LEAD_ID, email: context.email }) }) },
        'lead.failed': { target: 'loadingFavorites', actions: assign({ lead: null }) },
      },
    },
    loadingFavorites: {
      on: {
        'favorites.loaded': { target: 'ready', actions: assign({ favorites: 'loaded' }) },
        'favorites.failed': { target: 'ready', actions: assign({ favorites: 'failed' }) },
      },
    },
    ready: {},
  },
})

// Each lookup fails its own way, so the paths together cover a thrown error, an Error answer and a
// "Success" that carries no address.
async function failLookup(sut: VisitorHarness, source: LookupSource) {
  const name = LOOKUP_EFFECT[source]
  if (source === 'accountSession') return sut.fail(name, new Error('HTTP 404'))
  if (source === 'recipient') return sut.succeed(name, { result: 'Success', email: '', message: '' })
  return sut.succeed(name, { result: 'Error', email: '', message: 'unknown id' })
}

const FAVORITES = [{ id: 'fav-1' }]

function nextSource(context: ModelContext): LookupSource {
  const source = context.remaining[0]
  if (!source) throw new Error('the model has no lookup left')
  return source
}

// A step carries the model state after its event, whose last tried source is the one that event settled.
function lastTried(context: ModelContext): LookupSource {
  const source = context.tried.at(-1)
  if (!source) throw new Error('the model has tried no lookup yet')
  return source
}

function describeEvent(event: { type: string; source?: string }): string {
  return event.source ? `${event.type}(${event.source})` : event.type
}

for (const scenario of scenarios) {
  describe(`visitor start-up (model): ${scenario.name}`, () => {
    const testModel = createTestModel(model, {
      input: scenario,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, { ...snapshot.context, scenario: undefined }]),
      events: (snapshot): ModelEvent[] => {
        const next = snapshot.context.remaining[0]
        return next ? [{ type: 'lookup.found', source: next }, { type: 'lookup.failed', source: next }] : []
      },
    })

    for (const path of testModel.getShortestPaths()) {
      const { email, lead, favorites } = path.state.context
      it(`${path.steps.map((step) => describeEvent(step.event)).filter((label) => label !== 'xstate.init').join(' → ')} ⇒ email "${email}", lead ${lead?.id ?? 'none'}, favorites ${favorites}`, async () => {
        const sut = startVisitor(scenario.input)
        await path.test({
          states: {
            initialising: () => {
              expect(sut.actor.getSnapshot().matches('initialising')).toBe(true)
              expect(sut.pendingNames()).toEqual(expect.arrayContaining(['initialiseSignIn', 'initialiseSession']))
            },
            resolvingEmail: (state) => {
              expect(sut.actor.getSnapshot().matches('resolvingEmail')).toBe(true)
              expect(sut.pendingNames()).toEqual([LOOKUP_EFFECT[nextSource(state.context)]])
            },
            registeringLead: (state) => {
              expect(sut.actor.getSnapshot().value).toBe('registeringLead')
              expect(sut.pendingInput('registerLead')).toEqual({ email: state.context.email, rsid: RSID })
            },
            loadingFavorites: () => { expect(sut.pendingNames()).toEqual(['loadFavorites']) },
            ready: (state) => {
              const snapshot = sut.actor.getSnapshot()
              expect(snapshot.value).toBe('ready')
              expect(snapshot.context).toMatchObject({ email: state.context.email, lead: state.context.lead, favoritesLoaded: state.context.favorites === 'loaded' })
              // Exactly the lookups the spec asks for, in its order, and nothing else.
              const lookups = sut.calledNames().filter((name) => name.startsWith('lookupEmail'))
              expect(lookups).toEqual(state.context.tried.map((source) => LOOKUP_EFFECT[source]))
              expect(sut.lookupFailures.map((failure) => failure.source)).toEqual(state.context.tried.filter((source) => FOUND[source] !== state.context.email))
              const registered = state.context.lead?.id === NEW_LEAD_ID
              expect(sut.persisted).toEqual(registered ? [state.context.lead] : [])
              expect(sut.calledNames().includes('trySilentLogin')).toBe(scenario.input.query.action === 'login')
              expect(sut.emittedFavorites).toEqual([state.context.favorites === 'loaded' ? FAVORITES : []])
            },
          },
          events: {
            'startup.settled': async () => {
              await sut.succeed('initialiseSession', { rsid: RSID })
              await sut.succeed('initialiseSignIn', undefined)
              // A failed silent login must not stop the start-up.
              if (sut.pendingNames().includes('trySilentLogin')) await sut.fail('trySilentLogin', new Error('login_required'))
            },
            'lookup.found': ({ state }) => {
              const source = lastTried(state.context)
              return sut.succeed(LOOKUP_EFFECT[source], { result: 'Success', email: FOUND[source], message: '' })
            },
            'lookup.failed': ({ state }) => failLookup(sut, lastTried(state.context)),
            'lead.registered': () => sut.succeed('registerLead', { id: NEW_LEAD_ID, email: sut.actor.getSnapshot().context.email }),
            'lead.failed': () => sut.fail('registerLead', new Error('HTTP 500')),
            'favorites.loaded': () => sut.succeed('loadFavorites', FAVORITES),
            'favorites.failed': () => sut.fail('loadFavorites', new Error('HTTP 503')),
          },
        })
        sut.actor.stop()
      })
    }
  })
}
