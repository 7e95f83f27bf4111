import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  GENERATED_RSID, LATER_PARTNER_RSID, PARTNER_RSID, SESSION_STORAGE_KEY, STORED_EXPIRED_AGO_MS, STORED_LIVE_FOR_MS, STORED_RSID,
  sessionSpecModel, type ModelRsid, type SessionModelInput,
} from '#tests/models/session.spec-model.ts'
import { runPath, specPaths } from '#tests/models/support/spec-paths.ts'
import { sessionMachine, type SessionEmitted } from './session.machine.ts'

/**
 * Paths from the spec model (tests/models/session.spec-model.ts) drive the real session machine. Its effects
 * are wired to a recording session storage (JSON under `rsid`, as the composition root stores it) and the clock
 * is fake; at every model state the rsid callers read, the stored record and the last announcement must be
 * what docs/product.md says (R-SESS).
 */

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)

/** Session storage that remembers every operation, so "cleared before written" can be checked. */
function recordingStorage() {
  const data = new Map<string, string>()
  const ops: Array<{ op: 'set' | 'remove'; key: string }> = []
  return {
    data,
    ops,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => { ops.push({ op: 'set', key }); data.set(key, value) },
    removeItem: (key: string) => { ops.push({ op: 'remove', key }); data.delete(key) },
  }
}

/** A deterministic source of numbers in [0, 1) that never repeats a short cycle, so every generated rsid differs. */
function seededRandom(seed = 42) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

function startSut(input: SessionModelInput) {
  const storage = recordingStorage()
  let release: { resolve: () => void; reject: (error: Error) => void } | null = null
  const machine = sessionMachine.provide({
    actors: {
      // The composition root reads session storage and parses the JSON; the test decides when the read answers.
      readStored: fromPromise(async () => {
        await new Promise<void>((resolve, reject) => { release = { resolve, reject } })
        const raw = storage.getItem(SESSION_STORAGE_KEY)
        return raw === null ? null : JSON.parse(raw)
      }),
    },
    actions: {
      persist: (_, { key, session }) => storage.setItem(key, JSON.stringify(session)),
      clearStored: (_, { key }) => storage.removeItem(key),
    },
  })
  const announced: SessionEmitted[] = []
  const actor = createActor(machine, { input: { now: () => Date.now(), random: seededRandom(), addressRsid: input.addressRsid ? PARTNER_RSID : null } })
  actor.on('session.changed', (event) => { announced.push(event) })
  actor.start()
  const answerRead = async (record: unknown, fails = false) => {
    if (record !== undefined) storage.data.set(SESSION_STORAGE_KEY, JSON.stringify(record))
    if (!release) throw new Error('the session never read storage')
    if (fails) release.reject(new Error('SecurityError: storage is blocked'))
    else release.resolve()
    await settle()
  }
  return { actor, storage, announced, answerRead, rsid: () => actor.getSnapshot().context.rsid }
}

const inputs: Array<[string, SessionModelInput]> = [
  ['no rsid in the address', { addressRsid: false }],
  ['a partner rsid in the address', { addressRsid: true }],
]

describe.each(inputs)('session, spec model (%s)', (_, input) => {
  beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
  afterEach(() => { vi.useRealTimers() })

  const paths = specPaths(sessionSpecModel, { input, limit: 2000, maxPaths: 80 })

  for (const path of paths) {
    it(path.name, async () => {
      const sut = startSut(input)
      const generated = new Map<number, string>()
      const rsidValue = (rsid: ModelRsid): string => {
        if ('known' in rsid) return rsid.known
        const seen = generated.get(rsid.generated)
        if (seen) return seen
        const actual = sut.rsid() ?? ''
        // R-SESS-5's shape, and a new value: a reset or an expiry that kept the old id would not be a new session.
        expect(actual).toMatch(GENERATED_RSID)
        expect([...generated.values()]).not.toContain(actual)
        generated.set(rsid.generated, actual)
        return actual
      }

      await runPath(path, {
        events: {
          'storage.empty': () => sut.answerRead(undefined),
          'storage.liveSession': () => sut.answerRead({ rsid: STORED_RSID, expiresAt: T0 + STORED_LIVE_FOR_MS }),
          'storage.expiredSession': () => sut.answerRead({ rsid: STORED_RSID, expiresAt: T0 - STORED_EXPIRED_AGO_MS }),
          'storage.garbage': () => sut.answerRead({ rsid: 'not-an-rsid', expiresAt: 'soon' }),
          'storage.unreadable': () => sut.answerRead(undefined, true),
          'clock.fiveMinutesPass': () => { vi.advanceTimersByTime(5 * 60 * 1000) },
          'clock.lifetimeEnds': (_event, _after, before) => {
            const expiresAt = T0 + (before.context.expiresAtMs ?? 0)
            const current = sut.rsid()
            // Still the same session one millisecond before the end of its lifetime.
            vi.advanceTimersByTime(expiresAt - Date.now() - 1)
            expect(sut.rsid(), 'the session ended early').toBe(current)
            vi.advanceTimersByTime(1)
          },
          'visitor.resets': () => { sut.actor.send({ type: 'session.reset' }) },
          'address.bringsPartnerRsid': () => { sut.actor.send({ type: 'session.adopt', rsid: LATER_PARTNER_RSID }) },
          'address.bringsInvalidRsid': () => { sut.actor.send({ type: 'session.adopt', rsid: 'not-an-rsid' }) },
        },
        check: (state) => {
          const { context } = state
          expect(Date.now()).toBe(T0 + context.clockMs)
          if (state.matches('reading')) {
            expect(sut.rsid(), 'no rsid before storage has answered').toBeNull()
            expect(sut.storage.ops).toEqual([])
            expect(sut.announced).toEqual([])
            return
          }
          const rsid = context.rsid ? rsidValue(context.rsid) : null
          expect(sut.rsid()).toBe(rsid)
          const stored = context.stored ? { rsid: rsidValue(context.stored.rsid), expiresAt: T0 + context.stored.expiresAtMs } : null
          const raw = sut.storage.getItem(SESSION_STORAGE_KEY)
          expect(raw === null ? null : JSON.parse(raw), 'session storage').toEqual(stored)
          expect(sut.announced.at(-1), 'the last session.changed').toEqual({ type: 'session.changed', rsid, reason: context.lastChange })
        },
      })
      sut.actor.stop()
    })
  }
})
