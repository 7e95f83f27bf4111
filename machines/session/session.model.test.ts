import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyStateNode } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { createSessionFakes, sequence } from './session.fakes.ts'
import {
  isValidExternalRsid,
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  sessionMachine,
  type SessionEvent,
  type SessionInput,
} from './session.machine.ts'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const PARTNER_RSID = 'Ab12abcdefghij34'
const STORED_RSID = 'V321storedsessio'

const stored = (output: unknown) => ({ type: 'xstate.done.actor.readStored', output, actorId: 'readStored' }) as SessionEvent

/** Payloads for the branches that depend on them; `session.expire` and `session.reset` are generated bare. */
const modelEvents: SessionEvent[] = [
  stored(null),
  stored({ rsid: STORED_RSID, expiresAt: T0 + 60_000 }),
  stored({ rsid: STORED_RSID, expiresAt: T0 - 1 }),
  stored({ rsid: 'garbage', expiresAt: 'soon' }),
  { type: 'xstate.error.actor.readStored', error: new Error('SecurityError'), actorId: 'readStored' },
  { type: 'session.adopt', rsid: PARTNER_RSID },
  { type: 'session.adopt', rsid: 'not-an-rsid' },
]

const describeEvent = (event: SessionEvent) => {
  if (event.type === 'xstate.done.actor.readStored') return `stored ${JSON.stringify(event.output)}`
  if (event.type === 'xstate.error.actor.readStored') return 'storage unreadable'
  if (event.type === 'session.adopt') return `adopt ${event.rsid}`
  return event.type
}

/** (state, event, next state) triples, so the shortest paths take every transition once. */
const modelFor = (input: SessionInput) =>
  createTestModel(sessionMachine, {
    input,
    events: modelEvents,
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify(snapshot.value)} via ${event ? JSON.stringify(event) : 'start'} from ${JSON.stringify(previous?.value ?? null)}`,
  })

const takenTransitions = new Set<string>()
const visitedStates = new Set<string>()

const suites: Array<[string, SessionInput]> = [
  ['no rsid in the address', { now: () => T0, random: sequence(0.3, 0.7) }],
  ['partner rsid in the address', { now: () => T0, random: sequence(0.3, 0.7), addressRsid: PARTNER_RSID }],
]

describe.each(suites)('session machine model (%s)', (_, input) => {
  beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
  afterEach(() => { vi.useRealTimers() })

  const paths = modelFor(input).getShortestPaths()
  for (const path of paths) {
    const name = path.steps.map((step) => step.event).filter((event) => (event.type as string) !== 'xstate.init').map(describeEvent)
    it(`reaches ${JSON.stringify(path.state.value)} via ${name.join(' → ') || 'start'}`, async () => {
      const fakes = createSessionFakes()
      const actor = createActor(fakes.machine, {
        input: { ...input, now: () => Date.now() },
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return
          for (const t of inspection._transitions) {
            takenTransitions.add(`${t.source.id} ${t.eventType} #${t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1}`)
          }
        },
      }).start()
      await path.test({
        states: {
          restoring: () => {
            expect(actor.getSnapshot().value).toBe('restoring')
            visitedStates.add('restoring')
          },
          active: () => {
            const snapshot = actor.getSnapshot()
            expect(snapshot.value).toBe('active')
            visitedStates.add('active')
            // Once restoring is over there is always exactly one valid, unexpired session.
            const { rsid, createdAt, expiresAt } = snapshot.context
            expect(isValidExternalRsid(rsid)).toBe(true)
            expect((expiresAt ?? 0) - (createdAt ?? 0)).toBe(SESSION_LIFETIME_MS)
            expect(expiresAt ?? 0).toBeGreaterThan(Date.now())
            const written = fakes.writes.at(-1)
            if (written) expect(written).toEqual({ key: SESSION_STORAGE_KEY, session: { rsid, expiresAt } })
          },
        },
        events: {
          'xstate.done.actor.readStored': async ({ event }) => {
            await fakes.resolveStored((event as Extract<SessionEvent, { type: 'xstate.done.actor.readStored' }>).output)
          },
          'xstate.error.actor.readStored': async () => { await fakes.rejectStored(new Error('SecurityError')) },
          // The lifetime is driven by time itself, never by sending the event.
          'session.expire': () => { vi.advanceTimersByTime((actor.getSnapshot().context.expiresAt ?? 0) - Date.now()) },
          'session.reset': () => { actor.send({ type: 'session.reset' }) },
          'session.adopt': ({ event }) => { actor.send(event as Extract<SessionEvent, { type: 'session.adopt' }>) },
        },
      })
      actor.stop()
    })
  }
})

function definition(node: AnyStateNode, transitions: string[] = []) {
  for (const [eventType, list] of node.transitions) list.forEach((_, index) => transitions.push(`${node.id} ${eventType} #${index}`))
  for (const child of Object.values(node.states)) definition(child, transitions)
  return transitions
}

// Runs after every path above: as executed, the paths visited every state and took every transition.
it('the paths visit every state and take every transition of the definition', () => {
  expect([...visitedStates].sort()).toEqual(Object.keys(sessionMachine.root.states).sort())
  expect(definition(sessionMachine.root).filter((transition) => !takenTransitions.has(transition))).toEqual([])
})
