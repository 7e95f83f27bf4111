import { createServer } from 'vite'
import { readConfig } from '../server/config.ts'
import { exitOnSignal, startServer } from '../server/start-server.ts'

/**
 * Vite serves the app with hot reload on PORT; the reference services run on an internal port
 * (DEV_API_PORT, default PORT + 10) and Vite proxies their paths to them.
 */
const config = readConfig()
const apiPort = Number(process.env['DEV_API_PORT'] || config.port + 10)
const api = await startServer({ config: { ...config, port: apiPort }, serveApp: false, appOrigin: `http://localhost:${config.port}` })

const PROXIED = '^/(umbraco|bible-api|global|lead-pathing|ad-sandbox|media/clips|healthz)(/|\\?|$)'
const vite = await createServer({
  server: { port: config.port, strictPort: true, proxy: { [PROXIED]: { target: api.url } } },
})
await vite.listen()
exitOnSignal(() => vite.close(), api.close)
console.log(`Lamp is running at http://localhost:${config.port} (services on ${api.url})`)
