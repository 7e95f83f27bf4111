// The child process of prepare-aside.ts: prepares the data folder given as its argument, reports the seeds run, exits.
import { prepareData } from './prepare.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: prepare-main.ts <data folder>')
const seeded = await prepareData(dataDir)
process.send?.(seeded, () => process.exit(0))
