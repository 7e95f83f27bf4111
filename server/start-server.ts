import { serve } from '@hono/node-server'
import { createAccessTokenVerifier } from './account/index.ts'
import { createApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { describeError } from './describe-error.ts'
import { openDatabaseSeededAside, openPreparedDatabase } from './db/seed-aside.ts'
import { serverTimeouts } from './http/request-timeouts.ts'
import { API_AUDIENCE, createIdentityProvider, readIdentitySettings } from './identity/index.ts'
import { readSettings } from './settings.ts'

export interface StartOptions {
  config: ServerConfig
  /** false under `npm run dev`, where Vite serves the app and this server only the APIs. */
  serveApp: boolean
  /** The address browsers open the app at (redirect URIs, CORS, absolute links); under `npm run dev` Vite's, not this server's. */
  appOrigin?: string
  /**
   * A cluster's worker (./cluster.ts): the primary prepared the data folder before forking it, so this process only
   * opens it. Otherwise (`npm run dev`, tests) the start prepares it, seeding in a child process when seeds are missing.
   */
  prepared?: boolean
}

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

/** Opens (and on first start seeds) the database, then serves the APIs, and the built app when asked. */
export async function startServer({ config, serveApp, appOrigin = config.appOrigin, prepared = false }: StartOptions): Promise<RunningServer> {
  const opened = performance.now()
  const { db, seeded } = prepared ? openPreparedDatabase(config.dataDir) : await openDatabaseSeededAside(config.dataDir)
  for (const run of seeded) console.log(`Seeded ${run.name} in ${Math.round(run.durationMs)} ms`)
  if (seeded.length === 0 && !prepared) console.log(`Reusing the database in ${config.dataDir} (opened in ${Math.round(performance.now() - opened)} ms)`)

  const settings = readSettings()
  const issuer = settings.oidc.authority
  const idp = await createIdentityProvider({
    db, issuer, appOrigin, dataDir: config.dataDir, siteName: settings.siteName, ...readIdentitySettings(),
  })
  try {
    await idp.listen(config.idpPort)
  } catch (error) {
    db.close()
    throw error
  }
  const verifyAccessToken = createAccessTokenVerifier({ issuer, audience: API_AUDIENCE, jwksProvider: idp.publicKeys })

  const app = createApp({ db, settings, appOrigin, dataDir: config.dataDir, verifyAccessToken, ...(serveApp ? { distDir: config.distDir } : {}) })
  // A client gets a bounded time to send its request (a body trickled slowly is cut off with 408).
  const server = serve({ fetch: app.fetch, port: config.port, serverOptions: serverTimeouts() })
  // The listeners close first, so no request runs against a closed database.
  const close = async () => {
    await Promise.allSettled([idp.close(), new Promise<void>((resolve) => server.close(() => resolve()))])
    db.close()
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    // A port in use must not leave the identity provider listening and the database open behind the error.
    await close()
    throw error
  }
  return { url: `http://localhost:${config.port}`, close }
}

/**
 * On SIGINT/SIGTERM, closes everything given and exits; keep-alive sockets may not hold the exit up. A second signal
 * while closing changes nothing: a cluster's worker gets one from its primary and often one from the terminal or the
 * supervisor too (they signal the whole process group), and must not be killed half-way through closing by it.
 */
export function exitOnSignal(...closers: Array<() => Promise<void>>): void {
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} received, shutting down`)
    setTimeout(() => process.exit(0), 3000).unref()
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0))
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

/**
 * A fatal error (an exception nothing caught, a rejected promise nobody awaited) is logged with its cause, the
 * listeners get a moment to close, and the process exits with status 1, so a supervisor (docs/operations.md)
 * restarts it instead of a half-working server staying up.
 */
export function exitOnFatalError(...closers: Array<() => Promise<void>>): void {
  const fatal = (what: string) => (error: unknown) => {
    console.error(`Lamp stopped: ${what}: ${describeError(error)}`)
    setTimeout(() => process.exit(1), 3000).unref()
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(1))
  }
  process.once('uncaughtException', fatal('uncaught exception'))
  process.once('unhandledRejection', fatal('unhandled promise rejection'))
}
