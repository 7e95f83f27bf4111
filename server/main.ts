// `npm run serve`: the cluster (./cluster.ts) on an app already built in DIST_DIR.
import { runCluster } from './cluster.ts'
import { readConfigOrExit } from './config.ts'

await runCluster(readConfigOrExit())
