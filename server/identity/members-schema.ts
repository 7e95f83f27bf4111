import type { ModuleSchema } from '../db/migrate.ts'

/**
 * Tables of the identity provider and the account service. Migration 1 keeps its `IF NOT EXISTS`: data folders from
 * before the migration runner have these tables without a record of them, and adopt them as version 1.
 */
export const identitySchema: ModuleSchema = { module: 'identity', migrations: [{ version: 1, name: 'members, sessions and provider models', up: `
    CREATE TABLE IF NOT EXISTS members (
      id TEXT PRIMARY KEY,
      -- NOCASE: Demo@Example.com and demo@example.com are one member.
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      first_name TEXT NOT NULL DEFAULT '',
      last_name TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL DEFAULT '',
      roles TEXT NOT NULL DEFAULT '["member"]',
      prayer_points_earned INTEGER NOT NULL DEFAULT 0,
      prayer_points_redeemed INTEGER NOT NULL DEFAULT 0,
      relationship_status TEXT,
      age_range TEXT,
      gender TEXT,
      birthday TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    -- A visitor's session id (rsid) linked to the email they registered with (GET /sessions/{id}/email).
    CREATE TABLE IF NOT EXISTS session_emails (
      rsid TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    -- node-oidc-provider's models (sessions, grants, codes, refresh tokens, interactions), one JSON row each.
    CREATE TABLE IF NOT EXISTS oidc_models (
      id TEXT NOT NULL,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      expires_at INTEGER,
      grant_id TEXT,
      user_code TEXT,
      uid TEXT,
      PRIMARY KEY (kind, id)
    );
    CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models(grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models(kind, user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models(kind, uid) WHERE uid IS NOT NULL;
  ` }] }
