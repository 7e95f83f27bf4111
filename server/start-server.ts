import { serve } from '@hono/node-server'
import { createAccessTokenVerifier } from './account/index.ts'
import { createApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { openDatabaseSeededAside } from './db/seed-aside.ts'
import { serverTimeouts } from './http/request-timeouts.ts'
import { API_AUDIENCE, createIdentityProvider, readIdentitySettings } from './identity/index.ts'
import { readSettings } from './settings.ts'

export interface StartOptions {
  config: ServerConfig
  /** false under `npm run dev`, where Vite serves the app and this server only the APIs. */
  serveApp: boolean
  /** The address browsers open the app at (redirect URIs, CORS, absolute links); under `npm run dev` Vite's, not this server's. */
  appOrigin?: string
}

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

/** Opens (and on first start seeds) the database, then serves the APIs, and the built app when asked. */
export async function startServer({ config, serveApp, appOrigin = config.appOrigin }: StartOptions): Promise<RunningServer> {
  const opened = performance.now()
  const { db, seeded } = await openDatabaseSeededAside(config.dataDir)
  for (const run of seeded) console.log(`Seeded ${run.name} in ${Math.round(run.durationMs)} ms`)
  if (seeded.length === 0) console.log(`Reusing the database in ${config.dataDir} (opened in ${Math.round(performance.now() - opened)} ms)`)

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

  const app = createApp({ db, settings, appOrigin, verifyAccessToken, ...(serveApp ? { distDir: config.distDir } : {}) })
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

/** An error with its `cause` chain, each with its stack, for a log line a person can act on. */
export function describeError(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 10; depth++) {
    const text = current instanceof Error ? (current.stack ?? `${current.name}: ${current.message}`) : String(current)
    lines.push(depth === 0 ? text : `caused by: ${text}`)
    current = current instanceof Error ? current.cause : undefined
  }
  return lines.join('\n')
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
