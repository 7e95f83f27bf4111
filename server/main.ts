import { readConfig } from './config.ts'
import { exitOnFatalError, exitOnSignal, startServer } from './start-server.ts'

const server = await startServer({ config: readConfig(), serveApp: true })
exitOnSignal(server.close)
exitOnFatalError(server.close)
console.log(`Lamp is running at ${server.url}`)
