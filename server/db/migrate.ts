import type { Database } from 'better-sqlite3'

/** One schema change of a module. Append-only: a released migration is never edited, a change is a new version. */
export interface Migration {
  version: number
  name: string
  /** SQL to run, or a function for a change SQL alone cannot say. */
  up: string | ((db: Database) => void)
}

/** A module's schema, as the numbered migrations (1, 2, 3, ...) that build it. */
export interface ModuleSchema {
  module: string
  migrations: readonly Migration[]
}

/** The database was written by newer code than this: opening it would lose what that code stored. */
export class DatabaseNewerThanCodeError extends Error {
  override name = 'DatabaseNewerThanCodeError'
}

const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  module TEXT NOT NULL,
  version INTEGER NOT NULL,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL,
  PRIMARY KEY (module, version)
)`

const tableExists = (db: Database, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined

/**
 * Data folders from before this runner kept two ledgers: `schema_migrations` without a module (the content schema)
 * and `lead_pathing_migrations`. Their rows move into the one ledger under the modules they belong to, as they were.
 */
function adoptEarlierLedgers(db: Database): void {
  const columns = tableExists(db, 'schema_migrations')
    ? (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('schema_migrations') as string[])
    : []
  if (columns.length > 0 && !columns.includes('module')) db.exec('ALTER TABLE schema_migrations RENAME TO schema_migrations_content')
  db.exec(LEDGER)
  for (const [table, module] of [['schema_migrations_content', 'content'], ['lead_pathing_migrations', 'leads']] as const) {
    if (!tableExists(db, table)) continue
    db.prepare(`INSERT OR IGNORE INTO schema_migrations (module, version, name, applied_at)
      SELECT ?, version, name, applied_at FROM ${table}`).run(module)
    db.exec(`DROP TABLE ${table}`)
  }
}

function checkNumbering({ module, migrations }: ModuleSchema): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`${module}'s migrations must be numbered 1, 2, 3, ... in order; found ${migration.version} at position ${index + 1}`)
  })
}

/**
 * Brings the database to the schema of `modules`, in their order: each module's migrations the ledger does not list
 * yet, recorded as they run. All of it is one transaction, so a failing migration leaves the database as it was, and
 * running it again is a no-op. A database that has a module or a version this code does not know was written by
 * newer code: it is refused before anything changes.
 */
export function migrate(db: Database, modules: readonly ModuleSchema[]): void {
  modules.forEach(checkNumbering)
  db.transaction(() => {
    adoptEarlierLedgers(db)
    const applied = db.prepare('SELECT module, MAX(version) AS version FROM schema_migrations GROUP BY module').all() as Array<{ module: string; version: number }>
    const known = new Map(modules.map(({ module, migrations }) => [module, migrations.length]))
    for (const { module, version } of applied) {
      const latest = known.get(module)
      if (latest === undefined || version > latest) {
        throw new DatabaseNewerThanCodeError(`The database has ${module} at version ${version}, but this code knows ${latest === undefined ? 'no such module' : `up to version ${latest}`}: it was written by a newer version of Lamp. Run that version, or restore a backup.`)
      }
    }
    const appliedVersion = new Map(applied.map(({ module, version }) => [module, version]))
    const record = db.prepare('INSERT INTO schema_migrations (module, version, name, applied_at) VALUES (?, ?, ?, ?)')
    for (const { module, migrations } of modules) {
      for (const migration of migrations.slice(appliedVersion.get(module) ?? 0)) {
        if (typeof migration.up === 'string') db.exec(migration.up)
        else migration.up(db)
        record.run(module, migration.version, migration.name, new Date().toISOString())
      }
    }
  })()
}
