import type { Database } from 'better-sqlite3'
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider'

interface Row {
  payload: string
  expires_at: number | null
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** Bookkeeping kept beside the provider's payload (never handed to it): graced uses of a rotated token. */
const GRACED_REUSES = 'lampGracedReuses'

export interface RefreshTokenReuseGrace {
  /** How long a just-rotated refresh token still works (decision 0022); 0 turns the grace off. */
  seconds: number
  /** How many times within that window. */
  maxReuses: number
}

/**
 * A rotated refresh token presented again within the grace window (two tabs racing, a retried request)
 * is handed to node-oidc-provider as not yet consumed, so it rotates again and issues a second valid
 * chain instead of treating the race as theft and revoking the grant. After the window (or more reuses),
 * the token is consumed as usual and the provider's reuse detection revokes the whole grant.
 */
function withinGrace(payload: AdapterPayload, grace: RefreshTokenReuseGrace): boolean {
  const consumedAt = typeof payload.consumed === 'number' ? payload.consumed : 0
  const reuses = Number((payload as Record<string, unknown>)[GRACED_REUSES] ?? 0)
  return Date.now() / 1000 - consumedAt < grace.seconds && reuses < grace.maxReuses
}

/**
 * node-oidc-provider's storage on SQLite (table oidc_models), so sessions, grants and refresh tokens
 * outlive a restart. One instance per model kind ("Session", "Grant", "RefreshToken", ...).
 */
export function createSqliteAdapter(db: Database, grace: RefreshTokenReuseGrace): AdapterConstructor {
  const statements = {
    upsert: db.prepare(`INSERT INTO oidc_models (id, kind, payload, expires_at, grant_id, user_code, uid)
      VALUES (@id, @kind, @payload, @expiresAt, @grantId, @userCode, @uid)
      ON CONFLICT(kind, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at,
        grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid`),
    find: db.prepare<[string, string], Row>('SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND id = ?'),
    findByUid: db.prepare<[string, string], Row>('SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND uid = ?'),
    findByUserCode: db.prepare<[string, string], Row>('SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND user_code = ?'),
    // The first use is the one that counts: a later (graced) use counts a reuse and leaves the time alone,
    // so reusing a token cannot stretch its window.
    consume: db.prepare(`UPDATE oidc_models SET payload = CASE
        WHEN json_extract(payload, '$.consumed') IS NULL THEN json_set(payload, '$.consumed', @now)
        ELSE json_set(payload, '$.${GRACED_REUSES}', coalesce(json_extract(payload, '$.${GRACED_REUSES}'), 0) + 1)
      END WHERE kind = @kind AND id = @id`),
    destroy: db.prepare('DELETE FROM oidc_models WHERE kind = ? AND id = ?'),
    // A grant's codes, tokens and sessions live under different kinds: revoking a grant removes them all.
    revokeByGrantId: db.prepare('DELETE FROM oidc_models WHERE grant_id = ?'),
    purgeExpired: db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?'),
  }

  function parse(row: Row | undefined): AdapterPayload | undefined {
    if (!row || (row.expires_at !== null && row.expires_at < epochSeconds())) return undefined
    return JSON.parse(row.payload) as AdapterPayload
  }

  function asStored(kind: string, payload: AdapterPayload | undefined): AdapterPayload | undefined {
    if (!payload) return undefined
    const { [GRACED_REUSES]: _reuses, ...stored } = payload as Record<string, unknown>
    if (kind === 'RefreshToken' && payload.consumed !== undefined && withinGrace(payload, grace)) {
      const { consumed: _consumed, ...unconsumed } = stored
      return unconsumed as AdapterPayload
    }
    return stored as AdapterPayload
  }

  let lastPurge = 0

  return class SqliteAdapter implements Adapter {
    readonly #kind: string

    constructor(kind: string) {
      this.#kind = kind
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const now = epochSeconds()
      // Expired rows are dead weight; sweeping at most once a minute keeps the table small at no real cost.
      if (now - lastPurge > 60) {
        lastPurge = now
        statements.purgeExpired.run(now)
      }
      statements.upsert.run({
        id,
        kind: this.#kind,
        payload: JSON.stringify(payload),
        expiresAt: typeof expiresIn === 'number' ? now + expiresIn : null,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
      })
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return asStored(this.#kind, parse(statements.find.get(this.#kind, id)))
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return asStored(this.#kind, parse(statements.findByUid.get(this.#kind, uid)))
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return asStored(this.#kind, parse(statements.findByUserCode.get(this.#kind, userCode)))
    }

    async consume(id: string): Promise<void> {
      // Fractional seconds: the grace window is measured exactly, not rounded to a whole second.
      statements.consume.run({ now: Date.now() / 1000, kind: this.#kind, id })
    }

    async destroy(id: string): Promise<void> {
      statements.destroy.run(this.#kind, id)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      statements.revokeByGrantId.run(grantId)
    }
  }
}
