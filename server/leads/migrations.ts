import type { ModuleSchema } from '../db/migrate.ts'
import { OFFER_TRANSLATIONS_SQL } from './offer-translations.ts'
import { SEED_SQL } from './seed.ts'
import { UNSUBSCRIBES_SQL } from './unsubscribe.ts'

/** The lead-pathing service's schema and its reference data (offers, their translations). */
export const leadsSchema: ModuleSchema = { module: 'leads', migrations: [
  {
    version: 1,
    name: 'lead pathing',
    up: `
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
  { version: 2, name: 'lead pathing seed', up: SEED_SQL },
  { version: 3, name: 'offer translations', up: OFFER_TRANSLATIONS_SQL },
  { version: 4, name: 'unsubscribes', up: UNSUBSCRIBES_SQL },
] }
