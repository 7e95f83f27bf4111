import type { Database } from 'better-sqlite3'

/** Append-only: a released migration is never edited, a change is a new version. */
const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'content',
    sql: `
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
    sql: 'ALTER TABLE seed_runs ADD COLUMN version INTEGER NOT NULL DEFAULT 1;',
  },
]

export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[])
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue
    // Each migration and its record commit together, so a crash never leaves a half-applied schema.
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
  }
}
