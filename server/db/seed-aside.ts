import { prepareDataAside } from '../prepare-aside.ts'
import { openDatabase, seedsToRun, type OpenedDatabase } from './database.ts'

/**
 * Opens the database like `openDatabase`, but runs pending seeds in a child process first (the whole preparation of
 * the data folder: ../prepare-aside.ts), so this process never holds the memory seeding takes.
 */
export async function openDatabaseSeededAside(dataDir: string): Promise<OpenedDatabase> {
  const migrated = openDatabase(dataDir, [])
  const { pending } = seedsToRun(migrated.db)
  migrated.db.close()
  const seeded = pending.length > 0 ? await prepareDataAside(dataDir) : []
  return { db: openDatabase(dataDir).db, seeded }
}

/**
 * Opens a data folder another process has prepared (a cluster's worker: the primary prepared it before forking),
 * never seeding: a seed found missing means the preparation did not happen, and starting anyway would serve half a site.
 */
export function openPreparedDatabase(dataDir: string): OpenedDatabase {
  const { db } = openDatabase(dataDir, [])
  const { pending } = seedsToRun(db)
  if (pending.length > 0) {
    db.close()
    throw new Error(`the database in ${dataDir} lacks the seeds ${pending.map((seed) => seed.name).join(', ')}: it must be prepared before workers start`)
  }
  return { db, seeded: [] }
}
