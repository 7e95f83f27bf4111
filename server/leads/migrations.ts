import type { Database } from 'better-sqlite3'
import { OFFER_TRANSLATIONS_SQL } from './offer-translations.ts'
import { SEED_SQL } from './seed.ts'
import { UNSUBSCRIBES_SQL } from './unsubscribe.ts'

/**
 * The lead-pathing service's own schema, versioned in its own table so it can be mounted on any database
 * (the app's, or a test's temporary one) without touching the content migrations. Append-only.
 */
const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'lead pathing',
    sql: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        -- One lead per address, whatever its case: POST /leads returns the existing one.
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        rsid TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
      CREATE TABLE offers (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        image_url TEXT,
        advertiser TEXT NOT NULL,
        sort_order INTEGER NOT NULL
      );
      CREATE TABLE pending_impressions (
        id TEXT PRIMARY KEY,
        offer_id TEXT NOT NULL REFERENCES offers(id),
        lead_id TEXT NOT NULL REFERENCES leads(id),
        page_id TEXT NOT NULL,
        rsid TEXT NOT NULL,
        parameters TEXT NOT NULL,
        meta_data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE impressions (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads(id),
        offer_id TEXT NOT NULL REFERENCES offers(id),
        page_id TEXT NOT NULL,
        rsid TEXT NOT NULL,
        parameters TEXT NOT NULL,
        meta_data TEXT NOT NULL,
        accepted INTEGER NOT NULL CHECK (accepted IN (0, 1)),
        pending_impression_id TEXT REFERENCES pending_impressions(id),
        created_at TEXT NOT NULL
      );
      CREATE INDEX impressions_lead ON impressions(lead_id, offer_id);
      -- Session id -> email, filled by POST /leads so GET /sessions/{rsid}/email answers on a later visit.
      CREATE TABLE session_emails_leads (rsid TEXT PRIMARY KEY, email TEXT NOT NULL, linked_at TEXT NOT NULL);
      CREATE TABLE recipients (id TEXT NOT NULL, site_id TEXT NOT NULL, email TEXT NOT NULL, PRIMARY KEY (id, site_id));
      CREATE TABLE getresponse_contacts (id TEXT PRIMARY KEY, email TEXT NOT NULL);
      CREATE TABLE fb_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event TEXT NOT NULL,
        event_source_url TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
  { version: 2, name: 'lead pathing seed', sql: SEED_SQL },
  { version: 3, name: 'offer translations', sql: OFFER_TRANSLATIONS_SQL },
  { version: 4, name: 'unsubscribes', sql: UNSUBSCRIBES_SQL },
]

export function migrateLeads(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS lead_pathing_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  const applied = new Set(db.prepare('SELECT version FROM lead_pathing_migrations').pluck().all() as number[])
  const record = db.prepare('INSERT INTO lead_pathing_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue
    // Schema and its record commit together: a crash never leaves a half-made service.
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
  }
}
