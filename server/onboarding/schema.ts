import type { ModuleSchema } from '../db/migrate.ts'

/**
 * Tables of the onboarding and prayer-points services; they reference members, so this module comes after identity.
 * Migration 1 keeps its `IF NOT EXISTS`: data folders from before the migration runner adopt these tables as version 1.
 */
export const onboardingSchema: ModuleSchema = { module: 'onboarding', migrations: [{ version: 1, name: 'onboarding answers and prayer points', up: `
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
  ` }] }
