import type { Database } from 'better-sqlite3'
import { migrateIdentity } from '../identity/members-schema.ts'

/**
 * Tables of the onboarding and prayer-points services. `IF NOT EXISTS` keeps this idempotent, like the
 * identity schema, so the routers can be mounted on any database in any order. Append-only.
 */
export function migrateOnboarding(db: Database): void {
  // Claims and transactions reference members; make sure that table exists whoever starts first.
  migrateIdentity(db)
  db.exec(`
    CREATE TABLE IF NOT EXISTS onboarding_responses (
      id TEXT PRIMARY KEY,
      page_id TEXT NOT NULL,
      question_id TEXT NOT NULL,
      question_text TEXT NOT NULL,
      response_id TEXT NOT NULL,
      response_text TEXT NOT NULL,
      step_number INTEGER NOT NULL,
      total_steps INTEGER NOT NULL,
      -- NULL until the visitor signs in and the app claims the answer.
      member_id TEXT REFERENCES members(id) ON DELETE SET NULL,
      created_at TEXT NOT NULL,
      claimed_at TEXT
    );
    CREATE INDEX IF NOT EXISTS onboarding_responses_member ON onboarding_responses(member_id, page_id) WHERE member_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS prayer_point_transactions (
      id TEXT PRIMARY KEY,
      member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      points INTEGER NOT NULL,
      reason TEXT NOT NULL,
      content_id TEXT,
      created_at TEXT NOT NULL,
      -- Once per member, reason and item, even when two redemptions race.
      UNIQUE (member_id, reason, content_id)
    );
  `)
}
