import { serve } from '@hono/node-server'
import { createAccessTokenVerifier } from './account/index.ts'
import { createApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { API_AUDIENCE, createIdentityProvider, readTokenTtls } from './identity/index.ts'
import { readSettings } from './settings.ts'

export interface StartOptions {
  config: ServerConfig
  /** false under `npm run dev`, where Vite serves the app and this server only the APIs. */
  serveApp: boolean
  /** The address browsers open the app at (redirect URIs, CORS); under `npm run dev` Vite's, not this server's. */
  appOrigin?: string
}

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

/** Opens (and on first start seeds) the database, then serves the APIs, and the built app when asked. */
export async function startServer({ config, serveApp, appOrigin = `http://localhost:${config.port}` }: StartOptions): Promise<RunningServer> {
  const opened = performance.now()
  const { db, seeded } = openDatabase(config.dataDir)
  for (const run of seeded) console.log(`Seeded ${run.name} in ${Math.round(run.durationMs)} ms`)
  if (seeded.length === 0) console.log(`Reusing the database in ${config.dataDir} (opened in ${Math.round(performance.now() - opened)} ms)`)

  const settings = readSettings()
  const issuer = settings.oidc.authority
  const idp = await createIdentityProvider({
    db, issuer, appOrigin, dataDir: config.dataDir, ...readTokenTtls(),
  })
  await idp.listen(config.idpPort)
  const verifyAccessToken = createAccessTokenVerifier({ issuer, audience: API_AUDIENCE, jwksProvider: idp.publicKeys })

  const app = createApp({ db, settings, verifyAccessToken, appOrigin, ...(serveApp ? { distDir: config.distDir } : {}) })
  const server = serve({ fetch: app.fetch, port: config.port })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  return {
    url: `http://localhost:${config.port}`,
    // The listeners close first, so no request runs against a closed database.
    close: async () => {
      await Promise.allSettled([idp.close(), new Promise<void>((resolve) => server.close(() => resolve()))])
      db.close()
    },
  }
}

/** On SIGINT/SIGTERM, closes everything given and exits; keep-alive sockets may not hold the exit up. */
export function exitOnSignal(...closers: Array<() => Promise<void>>): void {
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`)
    setTimeout(() => process.exit(0), 3000).unref()
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
