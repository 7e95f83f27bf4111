import type { Database, Transaction } from 'better-sqlite3'

/**
 * A transaction that writes, begun with BEGIN IMMEDIATE: it takes the write lock before its first read, waiting
 * (better-sqlite3's busy timeout, 5 s) while another process writes. The cluster's workers are several processes on one
 * database file; a deferred transaction that reads and then writes fails at once with SQLITE_BUSY when another process
 * wrote meanwhile (SQLite cannot wait for it without breaking the read it already made), a 500 for the member.
 */
export function writeTransaction<F extends Parameters<Database['transaction']>[0]>(db: Database, work: F): Transaction<F>['immediate'] {
  return db.transaction(work).immediate
}
