import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import BetterSqlite3, { type Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase, openDatabase, SCHEMA } from './database.ts'
import { DatabaseNewerThanCodeError, migrate, type Migration, type ModuleSchema } from './migrate.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lamp-migrate-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const ledger = (db: Database) =>
  db.prepare('SELECT module, version, name, applied_at FROM schema_migrations ORDER BY module, version').all() as Array<{ module: string; version: number; name: string; applied_at: string }>
const latest = (db: Database) =>
  Object.fromEntries(db.prepare('SELECT module, MAX(version) AS version FROM schema_migrations GROUP BY module').all().map((row) => {
    const { module, version } = row as { module: string; version: number }
    return [module, version]
  }))
const codeVersions = Object.fromEntries(SCHEMA.map(({ module, migrations }) => [module, migrations.length]))

/** Every table's and index's shape, without the text of its statement (IF NOT EXISTS and spacing differ). */
function shape(db: Database) {
  const objects = db.prepare("SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as Array<{ type: string; name: string; tbl_name: string }>
  return objects.map(({ type, name, tbl_name }) => ({
    type, name, table: tbl_name,
    columns: type === 'table'
      ? db.prepare('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)').all(name)
      : db.prepare('SELECT name FROM pragma_index_info(?)').pluck().all(name),
  }))
}

const files = (name: string) => ({ module: name, migrations: [] as ModuleSchema['migrations'] })
const notes: ModuleSchema = {
  module: 'notes',
  migrations: [
    { version: 1, name: 'notes', up: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)' },
    { version: 2, name: 'first note', up: (db) => void db.prepare("INSERT INTO notes (text) VALUES ('hello')").run() },
  ],
}

describe('the migration runner', () => {
  it('builds every module of a new database and records each migration once', () => {
    const db = createDatabase(':memory:')
    expect(latest(db)).toEqual(codeVersions)
    for (const table of ['content', 'members', 'onboarding_responses', 'member_favorites', 'leads', 'unsubscribes']) {
      expect(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table), table).toBeDefined()
    }
    db.close()
  })

  it('runs a migration given as a function, in its turn', () => {
    const db = new BetterSqlite3(':memory:')
    migrate(db, [notes])
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['hello'])
    expect(ledger(db).map(({ module, version, name }) => [module, version, name])).toEqual([['notes', 1, 'notes'], ['notes', 2, 'first note']])
  })

  it('is a no-op on a database that is up to date', () => {
    const file = join(dir, 'lamp.sqlite')
    const first = createDatabase(file)
    const before = ledger(first)
    first.close()
    const again = createDatabase(file)
    expect(ledger(again)).toEqual(before)
    again.close()
  })

  it('applies only what a database lacks: a module that grew gets its new migration, nothing runs twice', () => {
    const db = new BetterSqlite3(':memory:')
    migrate(db, [{ module: 'notes', migrations: notes.migrations.slice(0, 1) }])
    db.prepare("INSERT INTO notes (text) VALUES ('kept')").run()
    migrate(db, [notes])
    expect(db.prepare('SELECT text FROM notes ORDER BY id').pluck().all()).toEqual(['kept', 'hello'])
    migrate(db, [notes])
    expect(db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(2)
  })

  it('leaves the database as it was when a migration fails: one transaction for the whole run', () => {
    const db = new BetterSqlite3(':memory:')
    migrate(db, [{ module: 'notes', migrations: notes.migrations.slice(0, 1) }])
    const before = { shape: shape(db), ledger: ledger(db) }
    const broken: ModuleSchema = { module: 'tags', migrations: [
      { version: 1, name: 'tags', up: 'CREATE TABLE tags (name TEXT)' },
      { version: 2, name: 'broken', up: 'ALTER TABLE no_such_table ADD COLUMN x TEXT' },
    ] }
    expect(() => migrate(db, [notes, broken])).toThrow(/no_such_table/)
    expect({ shape: shape(db), ledger: ledger(db) }).toEqual(before)
  })

  it('refuses a database written by newer code, changing nothing', () => {
    const db = new BetterSqlite3(':memory:')
    migrate(db, [notes])
    const before = ledger(db)
    expect(() => migrate(db, [{ module: 'notes', migrations: notes.migrations.slice(0, 1) }])).toThrow(DatabaseNewerThanCodeError)
    expect(() => migrate(db, [{ module: 'notes', migrations: notes.migrations.slice(0, 1) }])).toThrow(/notes at version 2, but this code knows up to version 1/)
    expect(() => migrate(db, [files('other')])).toThrow(/notes at version 2, but this code knows no such module/)
    expect(ledger(db)).toEqual(before)
    expect(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'other'").get()).toBeUndefined()
  })

  it('refuses a data folder written by newer code at open, leaving it as it was', () => {
    const file = join(dir, 'lamp.sqlite')
    const db = createDatabase(file)
    db.prepare("INSERT INTO schema_migrations (module, version, name, applied_at) VALUES ('leads', 99, 'from the future', 'later')").run()
    db.close()
    expect(() => createDatabase(file)).toThrow(/leads at version 99/)
    const reopened = new BetterSqlite3(file)
    expect(reopened.prepare("SELECT count(*) FROM schema_migrations WHERE module = 'leads'").pluck().get()).toBe(Number(codeVersions['leads']) + 1)
    reopened.close()
  })

  it('insists on migrations numbered 1, 2, 3 in order', () => {
    const db = new BetterSqlite3(':memory:')
    const first: Migration = { version: 1, name: 'notes', up: 'CREATE TABLE notes (id INTEGER PRIMARY KEY)' }
    const second: Migration = { version: 2, name: 'tags', up: 'CREATE TABLE tags (id INTEGER PRIMARY KEY)' }
    expect(() => migrate(db, [{ module: 'notes', migrations: [second, first] }])).toThrow(/numbered 1, 2, 3/)
    expect(() => migrate(db, [{ module: 'notes', migrations: [first, { ...second, version: 3 }] }])).toThrow(/found 3 at position 2/)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('notes', 'schema_migrations')").pluck().get()).toBe(0)
  })

  it('keeps every module in the order it is built in, each numbered from 1', () => {
    expect(SCHEMA.map(({ module }) => module)).toEqual(['content', 'identity', 'onboarding', 'favorites', 'leads', 'throttles'])
    for (const { migrations } of SCHEMA) expect(migrations.map(({ version }) => version)).toEqual(migrations.map((_, index) => index + 1))
  })
})

describe('a data folder made by the previous version', () => {
  /** fixtures/previous-data-folder.sql: what the code before the runner wrote, with a member's data in every table. */
  function previousDataFolder(): string {
    const db = new BetterSqlite3(join(dir, 'lamp.sqlite'))
    db.exec(readFileSync(new URL('./fixtures/previous-data-folder.sql', import.meta.url), 'utf8'))
    db.close()
    return dir
  }

  it('upgrades to the one ledger, keeping what each earlier ledger recorded', () => {
    const { db } = openDatabase(previousDataFolder(), [])
    expect(latest(db)).toEqual(codeVersions)
    const rows = ledger(db)
    expect(rows.filter(({ module }) => module === 'content').map(({ name, applied_at }) => [name, applied_at.slice(0, 10)]))
      .toEqual([['content', '2026-11-23'], ['seed versions', '2026-11-23']])
    expect(rows.filter(({ module }) => module === 'leads').map(({ name }) => name)).toEqual(['lead pathing', 'lead pathing seed', 'offer translations', 'unsubscribes'])
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('lead_pathing_migrations', 'schema_migrations_content')").all()).toEqual([])
    db.close()
  })

  it('loses nothing a reader stored', () => {
    const { db } = openDatabase(previousDataFolder(), [])
    const one = (sql: string) => db.prepare(sql).get()
    expect(one("SELECT email, name, prayer_points_earned FROM members WHERE id = 'member-ruth'")).toEqual({ email: 'ruth@example.com', name: 'Ruth Moab', prayer_points_earned: 20 })
    expect(db.prepare("SELECT path FROM member_favorites WHERE member_id = 'member-ruth' ORDER BY position").pluck().all())
      .toEqual(['/bible/old-testament/ruth/1', '/bible/new-testament/john/3/16'])
    expect(one("SELECT response_text, member_id FROM onboarding_responses WHERE id = 'answer-1'")).toEqual({ response_text: 'Every day', member_id: 'member-ruth' })
    expect(one("SELECT points FROM prayer_point_transactions WHERE id = 'points-1'")).toEqual({ points: 20 })
    expect(one("SELECT email FROM leads WHERE id = 'lead-ruth'")).toEqual({ email: 'ruth@example.com' })
    expect(one("SELECT email FROM unsubscribes WHERE id = 'unsub-1'")).toEqual({ email: 'naomi@example.com' })
    expect(one("SELECT email FROM session_emails WHERE rsid = 'Vabcdefghijklmno'")).toEqual({ email: 'ruth@example.com' })
    expect(one("SELECT kind FROM oidc_models WHERE id = 'grant-1'")).toEqual({ kind: 'Grant' })
    expect(db.prepare('SELECT count(*) FROM offers').pluck().get()).toBe(4)
    expect(db.prepare("SELECT name, version FROM seed_runs ORDER BY name").all()).toEqual([{ name: 'bible', version: 2 }, { name: 'onboarding', version: 1 }])
    expect(one("SELECT json_extract(properties, '$.title') AS title FROM content_culture WHERE culture = 'es-ES'")).toEqual({ title: 'Lámpara' })
    db.close()
  })

  it('ends with the schema a new data folder gets, and opens again without change', () => {
    const { db } = openDatabase(previousDataFolder(), [])
    const fresh = createDatabase(':memory:')
    expect(shape(db)).toEqual(shape(fresh))
    fresh.close()
    const before = ledger(db)
    db.close()
    const again = openDatabase(dir, [])
    expect(ledger(again.db)).toEqual(before)
    again.db.close()
  })
})
