import type { ModuleSchema } from './migrate.ts'

/** The content tree (Umbraco's documents and their culture variants) and the seeds' record. */
export const contentSchema: ModuleSchema = { module: 'content', migrations: [
  {
    version: 1,
    name: 'content',
    up: `
      CREATE TABLE content (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES content(id),
        content_type TEXT NOT NULL,
        name TEXT NOT NULL,
        url_segment TEXT NOT NULL,
        -- Route path with trailing slash, relative to the root: '/', '/bible/', '/bible/new-testament/john/3/'.
        path TEXT NOT NULL UNIQUE,
        level INTEGER NOT NULL,
        sort_order INTEGER NOT NULL,
        -- Zero-padded sort orders from the root ('00000.00001.00043'): document order, and descendants are a range.
        tree_key TEXT NOT NULL UNIQUE,
        create_date TEXT NOT NULL,
        update_date TEXT NOT NULL,
        properties TEXT NOT NULL DEFAULT '{}',
        -- Helper columns for the site's custom filters scheduledDate: and contentSlug:.
        scheduled_date TEXT,
        slug TEXT
      );
      CREATE INDEX content_parent ON content(parent_id, sort_order);
      CREATE INDEX content_type ON content(content_type);
      CREATE INDEX content_scheduled_date ON content(scheduled_date) WHERE scheduled_date IS NOT NULL;
      CREATE INDEX content_slug ON content(slug) WHERE slug IS NOT NULL;
      -- Culture-variant names and properties; a node without rows here is invariant (cultures: {}).
      CREATE TABLE content_culture (
        content_id TEXT NOT NULL REFERENCES content(id) ON DELETE CASCADE,
        culture TEXT NOT NULL,
        name TEXT NOT NULL,
        properties TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (content_id, culture)
      );
      CREATE TABLE seed_runs (name TEXT PRIMARY KEY, seeded_at TEXT NOT NULL, duration_ms REAL NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'seed versions',
    // Seeds recorded before versions existed are version 1, so a seed that has since changed runs again.
    up: 'ALTER TABLE seed_runs ADD COLUMN version INTEGER NOT NULL DEFAULT 1;',
  },
] }
