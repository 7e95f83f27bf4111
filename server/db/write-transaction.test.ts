import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from './database.ts'
import { writeTransaction } from './write-transaction.ts'

const dir = mkdtempSync(join(tmpdir(), 'lamp-write-transaction-'))
const file = join(dir, 'shared.sqlite')
let db: Database
beforeAll(() => {
  db = createDatabase(file)
  db.exec('CREATE TABLE counts (name TEXT PRIMARY KEY, n INTEGER NOT NULL)')
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Another process (a second worker) that holds the write lock for a moment, then commits. */
async function anotherProcessWrites(holdMs: number): Promise<{ done: Promise<void> }> {
  const script = `
    const db = new (require('better-sqlite3'))(${JSON.stringify(file)})
    db.exec("BEGIN IMMEDIATE; INSERT INTO counts (name, n) VALUES ('other', 1) ON CONFLICT (name) DO UPDATE SET n = n + 1")
    process.stdout.write('locked\\n')
    setTimeout(() => { db.exec('COMMIT'); db.close() }, ${holdMs})
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  await once(child.stdout, 'data')
  return { done: once(child, 'exit').then(() => undefined) }
}

/** Reads, then writes what it read plus one: the shape of adding a favorite under its limit. */
const readThenWrite = (database: Database) => () => {
  const row = database.prepare("SELECT n FROM counts WHERE name = 'mine'").get() as { n: number } | undefined
  database.prepare("INSERT INTO counts (name, n) VALUES ('mine', ?) ON CONFLICT (name) DO UPDATE SET n = excluded.n").run((row?.n ?? 0) + 1)
}

describe('writeTransaction', () => {
  it('waits for another process\'s write, then reads and writes after it', async () => {
    const other = await anotherProcessWrites(300)
    writeTransaction(db, readThenWrite(db))()
    await other.done
    expect(db.prepare('SELECT name, n FROM counts ORDER BY name').all()).toEqual([{ name: 'mine', n: 1 }, { name: 'other', n: 1 }])
  })

  it('is needed: a deferred transaction that reads first fails at once while another process writes', async () => {
    const other = await anotherProcessWrites(300)
    expect(() => db.transaction(readThenWrite(db))()).toThrow(/database is locked/)
    await other.done
  })
})
