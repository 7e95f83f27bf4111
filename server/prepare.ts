import { openDatabase, type SeedRun } from './db/database.ts'
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys } from './identity/keys.ts'
import { createMemberStore, seedDemoMembers } from './identity/members.ts'
import { clipsDirOf, removeStaleClips } from './media/clip-store.ts'

/**
 * Everything a data folder must hold before a server answers from it, made once, by one process, before any worker
 * starts (server/cluster.ts runs it in a child: ./prepare-aside.ts): the schema, the seeds that have not run, the demo
 * members, the identity provider's signing and cookie keys (every worker must sign with the same ones), and no clip
 * files that no video needs any more.
 */
export async function prepareData(dataDir: string): Promise<SeedRun[]> {
  const { db, seeded } = openDatabase(dataDir)
  try {
    await seedDemoMembers(createMemberStore(db))
    await loadOrCreateSigningKeys(dataDir)
    loadOrCreateCookieKeys(dataDir)
    removeStaleClips(db, clipsDirOf(dataDir))
    return seeded
  } finally {
    db.close()
  }
}
