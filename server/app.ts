import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { createAccountRouter, type AccessTokenVerifier } from './account/index.ts'
import { createAdSandboxRouter } from './ad-sandbox/router.ts'
import { contentService } from './content/router.ts'
import { compression } from './http/compress.ts'
import { BODY_LIMITS, limitBody } from './http/json-body.ts'
import { problem, problemNotFound, problemOnError } from './http/problem.ts'
import { bodyDeadline, REQUEST_TIMEOUTS } from './http/request-timeouts.ts'
import { securityHeaders } from './http/security-headers.ts'
import { builtApp, pageHandler, staticFiles } from './http/spa.ts'
import { createFavoritesRouter } from './favorites/router.ts'
import { createLeadPathingRouter } from './leads/router.ts'
import { createLegacyRouter } from './legacy/index.ts'
import { clipsDirOf } from './media/clip-store.ts'
import { createMediaRouter } from './media/router.ts'
import { createOnboardingRouter, createPrayerPointsRouter } from './onboarding/index.ts'
import { createSearchRouter } from './search/router.ts'
import type { PublicSettings } from './settings.ts'

export interface AppOptions {
  db: Database
  settings: PublicSettings
  /** Where browsers open the app (APP_ORIGIN): absolute links and canonical URLs are built from it, never from the Host header. */
  appOrigin: string
  /** DATA_DIR: the database's folder, where the video clips are kept too. */
  dataDir: string
  /** The built app; without it the server answers API paths only (as under `npm run dev`). */
  distDir?: string
  /** Checks bearer tokens against the identity provider; without it every bearer call is refused (401). */
  verifyAccessToken?: AccessTokenVerifier
  /** How long a request body may take to arrive before the answer is 408 (REQUEST_TIMEOUTS.bodyMs; tests shorten it). */
  bodyTimeoutMs?: number
}

const refuseEveryToken: AccessTokenVerifier = () => Promise.resolve(undefined)

/** Where the content service (the Umbraco Content Delivery API v2) answers. */
const CONTENT_API = '/umbraco/delivery/api/v2'

/** Paths that belong to services: an unknown path under them is a JSON 404, never the SPA. */
export const API_PREFIXES = ['/umbraco', '/bible-api', '/global', '/lead-pathing', '/ad-sandbox'] as const

export function createApp({ db, settings, appOrigin, dataDir, distDir, verifyAccessToken = refuseEveryToken, bodyTimeoutMs = REQUEST_TIMEOUTS.bodyMs }: AppOptions): Hono {
  const app = new Hono()
  const content = contentService({ db, verifyAccessToken })
  // Ahead of the middleware: an answer from memory already carries every header it would add (decision 0132).
  app.get(`${CONTENT_API}/*`, content.answerRemembered)
  app.use('*', securityHeaders(), compression(), bodyDeadline(bodyTimeoutMs), limitBody(BODY_LIMITS.backstop))
  app.onError(problemOnError)
  app.notFound(problemNotFound)
  app.get('/healthz', (c) => c.text('ok'))

  // One line per service.
  const services: Array<[base: string, router: Hono]> = [
    [CONTENT_API, content.routes],
    ['/umbraco/api/search', createSearchRouter(db)],
    ['/bible-api/api/v2', createAccountRouter({ db, verifyAccessToken })],
    ['/bible-api/api/v2/prayer-points', createPrayerPointsRouter({ db, verifyAccessToken })],
    ['/bible-api/api/v2/favorites', createFavoritesRouter({ db, verifyAccessToken })],
    ['/global/api/v2/onboarding/bible', createOnboardingRouter({ db, verifyAccessToken })],
    ['/lead-pathing', createLeadPathingRouter({ db })],
    ['/ad-sandbox', createAdSandboxRouter()],
    ['/media/clips', createMediaRouter({ db, clipsDir: clipsDirOf(dataDir) })],
    ['/', createLegacyRouter({ db, settings, appOrigin })],
  ]
  for (const [base, router] of services) app.route(base, router)

  // `/umbraco/*` also matches `/umbraco` itself (Hono's wildcard matches the empty rest).
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => problem(c, 404, 'Not Found', `There is no ${c.req.method} ${c.req.path}.`))
  }

  if (distDir !== undefined) {
    // Source maps are built (hidden, for error reporting) but never served: they would publish the source.
    app.get('*', (c, next) => (/\.map$/i.test(c.req.path) ? problemNotFound(c) : next()))
    // Pages are rendered on the server; their content calls come back into this app in process.
    const build = builtApp({ distDir, settings, appOrigin, apiFetch: async (input, init) => app.fetch(new Request(input, init)) })
    app.use('*', staticFiles(build))
    app.get('*', pageHandler(build, { settings, appOrigin }))
  }
  return app
}
