import type { Database } from 'better-sqlite3'
import type { AdapterPayload } from 'oidc-provider'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDatabase } from '../db/database.ts'
import { createSqliteAdapter, type RefreshTokenReuseGrace } from './sqlite-adapter.ts'

// The provider's storage on its own: what node-oidc-provider reads back after a write, an expiry, a consume or a
// revocation. (refresh-grace.test.ts drives the same rules through the provider's token endpoint.)
const GRACE: RefreshTokenReuseGrace = { seconds: 10, maxReuses: 2 }
const START = Date.UTC(2026, 10, 27, 12, 0, 0)

let db: Database
const rows = (sql: string) => db.prepare(sql).all()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
  db = createDatabase(':memory:')
})
afterEach(() => {
  db.close()
  vi.useRealTimers()
})

const adapterFor = (kind: string, grace = GRACE) => new (createSqliteAdapter(db, grace))(kind)
const seconds = (count: number) => vi.setSystemTime(Date.now() + count * 1000)

describe('what the provider stores', () => {
  it('reads back a payload by id, uid and user code, and only under its own kind', async () => {
    const sessions = adapterFor('Session')
    const payload: AdapterPayload = { accountId: 'member-1', uid: 'uid-1', userCode: 'CODE-1', grantId: 'grant-1' }
    await sessions.upsert('s1', payload, 60)
    expect(await sessions.find('s1')).toEqual(payload)
    expect(await sessions.findByUid('uid-1')).toEqual(payload)
    expect(await sessions.findByUserCode('CODE-1')).toEqual(payload)
    expect(await adapterFor('Grant').find('s1')).toBeUndefined()
    expect(await sessions.findByUserCode('CODE-2')).toBeUndefined()
  })

  it('keeps a payload until the second its lifetime ends, then answers nothing', async () => {
    const codes = adapterFor('AuthorizationCode')
    await codes.upsert('c1', { accountId: 'member-1' }, 60)
    seconds(60)
    expect(await codes.find('c1')).toEqual({ accountId: 'member-1' })
    seconds(1)
    expect(await codes.find('c1')).toBeUndefined()
  })

  it('keeps a payload with no lifetime for good', async () => {
    const grants = adapterFor('Grant')
    await grants.upsert('g1', { accountId: 'member-1' })
    expect(rows("SELECT expires_at FROM oidc_models WHERE id = 'g1'")).toEqual([{ expires_at: null }])
    seconds(10 * 365 * 24 * 3600)
    expect(await grants.find('g1')).toEqual({ accountId: 'member-1' })
  })

  it('replaces a payload written again under the same id', async () => {
    const sessions = adapterFor('Session')
    await sessions.upsert('s1', { accountId: 'member-1', grantId: 'grant-1' }, 60)
    await sessions.upsert('s1', { accountId: 'member-2' }, 60)
    expect(await sessions.find('s1')).toEqual({ accountId: 'member-2' })
    expect(rows("SELECT grant_id FROM oidc_models WHERE id = 's1'")).toEqual([{ grant_id: null }])
  })

  it('destroys one payload of its kind, leaving the same id under another kind', async () => {
    await adapterFor('Session').upsert('x', { accountId: 'member-1' }, 60)
    await adapterFor('Grant').upsert('x', { accountId: 'member-1' }, 60)
    await adapterFor('Session').destroy('x')
    expect(await adapterFor('Session').find('x')).toBeUndefined()
    expect(await adapterFor('Grant').find('x')).toEqual({ accountId: 'member-1' })
  })

  it('revoking a grant removes its codes and tokens of every kind, and nothing of another grant', async () => {
    await adapterFor('AuthorizationCode').upsert('c1', { grantId: 'grant-1' }, 60)
    await adapterFor('RefreshToken').upsert('r1', { grantId: 'grant-1' }, 600)
    await adapterFor('RefreshToken').upsert('r2', { grantId: 'grant-2' }, 600)
    await adapterFor('Grant').revokeByGrantId('grant-1')
    expect(await adapterFor('AuthorizationCode').find('c1')).toBeUndefined()
    expect(await adapterFor('RefreshToken').find('r1')).toBeUndefined()
    expect(await adapterFor('RefreshToken').find('r2')).toEqual({ grantId: 'grant-2' })
  })

  it('sweeps expired rows when writing, at most once a minute', async () => {
    const codes = adapterFor('AuthorizationCode')
    await codes.upsert('c1', {}, 1)
    seconds(5)
    // Within a minute of the last sweep: the expired row stays in the table (find already hides it).
    await codes.upsert('c2', {}, 600)
    expect(rows('SELECT id FROM oidc_models ORDER BY id')).toEqual([{ id: 'c1' }, { id: 'c2' }])
    seconds(55)
    await codes.upsert('c3', {}, 600)
    expect(rows('SELECT id FROM oidc_models ORDER BY id')).toEqual([{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }])
    seconds(1)
    await codes.upsert('c4', {}, 600)
    expect(rows('SELECT id FROM oidc_models ORDER BY id')).toEqual([{ id: 'c2' }, { id: 'c3' }, { id: 'c4' }])
  })
})

describe('a consumed refresh token (decision 0022)', () => {
  it('is handed back unconsumed within the grace window, as often as the grace allows, then consumed', async () => {
    const tokens = adapterFor('RefreshToken')
    await tokens.upsert('r1', { grantId: 'grant-1' }, 600)
    await tokens.consume('r1')
    expect(await tokens.find('r1')).toEqual({ grantId: 'grant-1' })
    await tokens.consume('r1')
    seconds(9)
    expect(await tokens.find('r1')).toEqual({ grantId: 'grant-1' })
    await tokens.consume('r1')
    // Two graced reuses counted: a third use is the theft the provider answers by revoking the grant.
    expect(await tokens.find('r1')).toMatchObject({ grantId: 'grant-1', consumed: START / 1000 })
  })

  it('is consumed once the window has passed; a reuse does not move the window', async () => {
    const tokens = adapterFor('RefreshToken')
    await tokens.upsert('r1', { grantId: 'grant-1' }, 600)
    await tokens.consume('r1')
    seconds(5)
    await tokens.consume('r1')
    seconds(5)
    expect(await tokens.find('r1')).toEqual({ grantId: 'grant-1', consumed: START / 1000 })
  })

  it('is never graced when the grace is off, nor for any other kind', async () => {
    const noGrace = adapterFor('RefreshToken', { seconds: 0, maxReuses: 2 })
    await noGrace.upsert('r1', {}, 600)
    await noGrace.consume('r1')
    expect(await noGrace.find('r1')).toEqual({ consumed: START / 1000 })
    const codes = adapterFor('AuthorizationCode')
    await codes.upsert('c1', {}, 600)
    await codes.consume('c1')
    expect(await codes.find('c1')).toEqual({ consumed: START / 1000 })
  })

  it('never shows the provider its count of graced reuses', async () => {
    const tokens = adapterFor('RefreshToken', { seconds: 0, maxReuses: 2 })
    await tokens.upsert('r1', {}, 600)
    await tokens.consume('r1')
    await tokens.consume('r1')
    expect(await tokens.find('r1')).toEqual({ consumed: START / 1000 })
  })
})
