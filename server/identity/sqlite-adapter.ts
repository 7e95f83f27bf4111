import type { Database } from 'better-sqlite3'
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider'

interface Row {
  payload: string
  expires_at: number | null
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/**
 * node-oidc-provider's storage on SQLite (table oidc_models), so sessions, grants and refresh tokens
 * outlive a restart. One instance per model kind ("Session", "Grant", "RefreshToken", ...).
 */
export function createSqliteAdapter(db: Database): AdapterConstructor {
  const statements = {
    upsert: db.prepare(`INSERT INTO oidc_models (id, kind, payload, expires_at, grant_id, user_code, uid)
      VALUES (@id, @kind, @payload, @expiresAt, @grantId, @userCode, @uid)
      ON CONFLICT(kind, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at,
        grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid`),
    find: db.prepare<[string, string], Row>('SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND id = ?'),
    findByUid: db.prepare<[string, string], Row>('SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND uid = ?'),
    findByUserCode: db.prepare<[string, string], Row>('SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND user_code = ?'),
    consume: db.prepare(`UPDATE oidc_models SET payload = json_set(payload, '$.consumed', ?) WHERE kind = ? AND id = ?`),
    destroy: db.prepare('DELETE FROM oidc_models WHERE kind = ? AND id = ?'),
    // A grant's codes, tokens and sessions live under different kinds: revoking a grant removes them all.
    revokeByGrantId: db.prepare('DELETE FROM oidc_models WHERE grant_id = ?'),
    purgeExpired: db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?'),
  }

  function parse(row: Row | undefined): AdapterPayload | undefined {
    if (!row || (row.expires_at !== null && row.expires_at < epochSeconds())) return undefined
    return JSON.parse(row.payload) as AdapterPayload
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
      return parse(statements.find.get(this.#kind, id))
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return parse(statements.findByUid.get(this.#kind, uid))
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return parse(statements.findByUserCode.get(this.#kind, userCode))
    }

    async consume(id: string): Promise<void> {
      statements.consume.run(epochSeconds(), this.#kind, id)
    }

    async destroy(id: string): Promise<void> {
      statements.destroy.run(this.#kind, id)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      statements.revokeByGrantId.run(grantId)
    }
  }
}
