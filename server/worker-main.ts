// A serving process of the cluster (./cluster.ts): the app and the APIs on PORT, the identity provider on IDP_PORT,
// on the data folder the primary prepared. It tells the primary once it serves; a fatal error ends it (exit 1) and the
// primary starts another.
import { READY_MESSAGE } from './cluster.ts'
import { readConfig } from './config.ts'
import { describeError } from './describe-error.ts'
import { exitOnFatalError, exitOnSignal, startServer } from './start-server.ts'

try {
  const server = await startServer({ config: readConfig(), serveApp: true, prepared: true })
  exitOnSignal(server.close)
  exitOnFatalError(server.close)
  process.send?.(READY_MESSAGE)
} catch (error) {
  console.error(`Lamp stopped: a serving process could not start: ${describeError(error)}`)
  process.exit(1)
}
