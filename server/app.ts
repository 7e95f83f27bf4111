import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { createAccountRouter, type AccessTokenVerifier } from './account/index.ts'
import { createAdSandboxRouter } from './ad-sandbox/router.ts'
import { contentRouter } from './content/router.ts'
import { compression } from './http/compress.ts'
import { HttpProblem, problem } from './http/problem.ts'
import { builtApp, pageHandler, staticFiles } from './http/spa.ts'
import { createFavoritesRouter } from './favorites/router.ts'
import { createLeadPathingRouter } from './leads/router.ts'
import { createLegacyRouter } from './legacy/index.ts'
import { createOnboardingRouter, createPrayerPointsRouter } from './onboarding/index.ts'
import type { PublicSettings } from './settings.ts'

export interface AppOptions {
  db: Database
  settings: PublicSettings
  /** The built app; without it the server answers API paths only (as under `npm run dev`). */
  distDir?: string
  /** Checks bearer tokens against the identity provider; without it every bearer call is refused (401). */
  verifyAccessToken?: AccessTokenVerifier
  /** The site's own origin, for the pages' canonical URLs (never taken from a request's Host header). */
  appOrigin?: string
}

const refuseEveryToken: AccessTokenVerifier = () => Promise.resolve(undefined)

/** Paths that belong to services: an unknown path under them is a JSON 404, never the SPA. */
export const API_PREFIXES = ['/umbraco', '/bible-api', '/global', '/lead-pathing', '/ad-sandbox'] as const

export function createApp({ db, settings, distDir, verifyAccessToken = refuseEveryToken, appOrigin = 'http://localhost:3000' }: AppOptions): Hono {
  const app = new Hono()
  app.use('*', compression())
  app.onError((error, c) => {
    if (error instanceof HttpProblem) return problem(c, error.status, error.title, error.detail)
    console.error(`${c.req.method} ${c.req.path} failed:`, error)
    return problem(c, 500, 'Internal Server Error', 'The server could not answer this request.')
  })
  app.get('/healthz', (c) => c.text('ok'))

  // One line per service.
  const services: Array<[base: string, router: Hono]> = [
    ['/umbraco/delivery/api/v2', contentRouter(db)],
    ['/bible-api/api/v2', createAccountRouter({ db, verifyAccessToken })],
    ['/bible-api/api/v2/prayer-points', createPrayerPointsRouter({ db, verifyAccessToken })],
    ['/bible-api/api/v2/favorites', createFavoritesRouter({ db, verifyAccessToken })],
    ['/global/api/v2/onboarding/bible', createOnboardingRouter({ db, verifyAccessToken })],
    ['/lead-pathing', createLeadPathingRouter({ db })],
    ['/ad-sandbox', createAdSandboxRouter()],
    ['/', createLegacyRouter({ db, settings })],
  ]
  for (const [base, router] of services) app.route(base, router)

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => problem(c, 404, 'Not Found', `There is no ${c.req.method} ${c.req.path}.`))
    app.all(prefix, (c) => problem(c, 404, 'Not Found', `There is no ${c.req.method} ${c.req.path}.`))
  }

  if (distDir !== undefined) {
    // Pages are rendered on the server; their content calls come back into this app in process.
    const build = builtApp({ distDir, settings, appOrigin, apiFetch: async (input, init) => app.fetch(new Request(input, init)) })
    app.use('*', staticFiles(build))
    app.get('*', pageHandler(build, { settings, appOrigin }))
  }
  return app
}
