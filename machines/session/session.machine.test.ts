import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createSessionFakes, sequence } from './session.fakes.ts'
import {
  createRsid,
  isGeneratedRsid,
  isValidExternalRsid,
  parseStoredSession,
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  type SessionEmitted,
  type SessionInput,
} from './session.machine.ts'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const PARTNER_RSID = 'Ab12abcdefghij34'

function start(input: Partial<SessionInput> = {}) {
  const fakes = createSessionFakes()
  const actor = createActor(fakes.machine, { input: { now: () => Date.now(), random: sequence(0.5, 0.1, 0.9), ...input } })
  const emitted: SessionEmitted[] = []
  actor.on('session.changed', (event) => { emitted.push(event) })
  actor.start()
  return { actor, fakes, emitted, context: () => actor.getSnapshot().context }
}

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
afterEach(() => { vi.useRealTimers() })

describe('rsid rules', () => {
  it('generates V, a three-digit number and twelve lowercase alphanumerics', () => {
    const rsid = createRsid(sequence(0, 0.5, 0.999))
    expect(rsid).toMatch(/^V\d{3}[a-z0-9]{12}$/)
    expect(isGeneratedRsid(rsid)).toBe(true)
    expect(createRsid(sequence(0))).toBe('V100aaaaaaaaaaaa')
    // A faulty source returning 1 still yields a valid id.
    expect(isGeneratedRsid(createRsid(() => 1))).toBe(true)
  })

  it.each([
    [PARTNER_RSID, true],
    ['V123abcdefghijkl', true],
    ['1b12abcdefghij34', false],
    ['Ab1xabcdefghij34', false],
    ['Ab12ABCDEFGHIJ34', false],
    ['Ab12abcdefghij3', false],
    ['Ab12abcdefghij345', false],
    ['', false],
  ])('an external rsid %j is valid: %s', (value, valid) => {
    expect(isValidExternalRsid(value)).toBe(valid)
  })

  it('generated ids are not necessarily what partners send', () => {
    expect(isGeneratedRsid(PARTNER_RSID)).toBe(false)
  })

  it('stored records that are not well-formed count as absent', () => {
    expect(parseStoredSession({ rsid: PARTNER_RSID, expiresAt: 1 })).toEqual({ rsid: PARTNER_RSID, expiresAt: 1 })
    expect(parseStoredSession({ rsid: 'nope', expiresAt: 1 })).toBeNull()
    expect(parseStoredSession({ rsid: PARTNER_RSID, expiresAt: '1' })).toBeNull()
    expect(parseStoredSession('rsid')).toBeNull()
    expect(parseStoredSession(null)).toBeNull()
    expect(parseStoredSession(undefined)).toBeNull()
    expect(parseStoredSession({ rsid: PARTNER_RSID, expiresAt: Number.POSITIVE_INFINITY })).toBeNull()
    expect(parseStoredSession({ rsid: PARTNER_RSID, expiresAt: Number.NaN })).toBeNull()
  })

  it('only text is an rsid: a list holding one (what a stored JSON record may carry) is not', () => {
    expect(isGeneratedRsid(['V123abcdefghijkl'])).toBe(false)
    expect(isValidExternalRsid([PARTNER_RSID])).toBe(false)
    expect(parseStoredSession({ rsid: [PARTNER_RSID], expiresAt: 1 })).toBeNull()
  })
})

describe('session lifecycle', () => {
  it('creates and persists a session when none is stored', async () => {
    const { fakes, context, emitted } = start()
    await fakes.resolveStored(null)
    const { rsid, createdAt, expiresAt } = context()
    expect(isGeneratedRsid(rsid)).toBe(true)
    expect(createdAt).toBe(T0)
    expect(expiresAt).toBe(T0 + 15 * 60 * 1000)
    expect(fakes.writes).toEqual([{ key: SESSION_STORAGE_KEY, session: { rsid, expiresAt } }])
    expect(emitted).toEqual([{ type: 'session.changed', rsid, reason: 'created' }])
  })

  it('restores a live stored session without rewriting it', async () => {
    const { fakes, context } = start()
    await fakes.resolveStored({ rsid: 'V123abcdefghijkl', expiresAt: T0 + 60_000 })
    expect(context().rsid).toBe('V123abcdefghijkl')
    expect(fakes.writes).toEqual([])
  })

  it('clears an expired stored session, then creates a new one', async () => {
    const { fakes, context } = start()
    await fakes.resolveStored({ rsid: 'V123abcdefghijkl', expiresAt: T0 })
    expect(fakes.clears).toEqual([SESSION_STORAGE_KEY])
    expect(context().rsid).not.toBe('V123abcdefghijkl')
    expect(fakes.writes).toHaveLength(1)
  })

  it('a valid rsid from the address replaces a live stored session; an invalid one is ignored', async () => {
    const adopted = start({ addressRsid: PARTNER_RSID })
    await adopted.fakes.resolveStored({ rsid: 'V123abcdefghijkl', expiresAt: T0 + 60_000 })
    expect(adopted.context().rsid).toBe(PARTNER_RSID)
    const ignored = start({ addressRsid: 'not-an-rsid' })
    await ignored.fakes.resolveStored({ rsid: 'V123abcdefghijkl', expiresAt: T0 + 60_000 })
    expect(ignored.context().rsid).toBe('V123abcdefghijkl')
  })

  it('expires 15 minutes after creation and starts a new session', async () => {
    const { fakes, context, emitted } = start()
    await fakes.resolveStored(null)
    const first = context().rsid
    vi.advanceTimersByTime(SESSION_LIFETIME_MS - 1)
    expect(context().rsid).toBe(first)
    vi.advanceTimersByTime(1)
    expect(context().rsid).not.toBe(first)
    expect(context().createdAt).toBe(T0 + SESSION_LIFETIME_MS)
    expect(emitted.at(-1)?.reason).toBe('expired')
  })

  it('a restored session expires at its stored expiry, not 15 minutes after the reload', async () => {
    const { fakes, context } = start()
    await fakes.resolveStored({ rsid: 'V123abcdefghijkl', expiresAt: T0 + 60_000 })
    vi.advanceTimersByTime(60_000)
    expect(context().rsid).not.toBe('V123abcdefghijkl')
  })

  it('reset starts a new session and a new 15-minute lifetime', async () => {
    const { actor, fakes, context } = start()
    await fakes.resolveStored(null)
    vi.advanceTimersByTime(10 * 60 * 1000)
    const first = context().rsid
    actor.send({ type: 'session.reset' })
    expect(context().rsid).not.toBe(first)
    vi.advanceTimersByTime(10 * 60 * 1000)
    expect(context().expiresAt).toBe(T0 + 25 * 60 * 1000)
  })
})
