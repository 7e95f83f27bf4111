import type { ModuleSchema } from '../db/migrate.ts'

/**
 * A member's favorites, one row each (decision 0031). Migration 1 keeps its `IF NOT EXISTS`: data folders from before
 * the migration runner adopt this table as version 1.
 */
export const favoritesSchema: ModuleSchema = { module: 'favorites', migrations: [{ version: 1, name: 'member favorites', up: `
    CREATE TABLE IF NOT EXISTS member_favorites (
      member_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('verse', 'chapter', 'article', 'video')),
      path TEXT NOT NULL,
      title TEXT NOT NULL,
      added_at TEXT NOT NULL,
      PRIMARY KEY (member_id, kind, path)
    );
    CREATE INDEX IF NOT EXISTS member_favorites_order ON member_favorites (member_id, position);
  ` }] }
