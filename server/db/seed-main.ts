// The child process of seed-aside.ts: seeds the data folder given as its argument, reports the runs, exits.
import { openDatabase } from './database.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: seed-main.ts <data folder>')
const { db, seeded } = openDatabase(dataDir)
db.close()
process.send?.(seeded, () => process.exit(0))
