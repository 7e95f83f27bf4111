import type { Database } from 'better-sqlite3'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { AccessTokenVerifier } from '../account/access-token.ts'
import { normalizeGuid } from '../db/uuid.ts'
import { bearerToken, TOKEN_INVALID, unauthorized } from '../http/bearer.ts'
import { isBodilessRead } from '../http/json-body.ts'
import { HttpProblem, problem } from '../http/problem.ts'
import { requestHeader, requestTarget } from '../http/request-headers.ts'
import { SECURITY_HEADERS } from '../http/security-headers.ts'
import { createMemberStore } from '../identity/members.ts'
import { ContentAccess, type Viewer } from './access.ts'
import { sendAnswer } from './answer.ts'
import { canonicalSpec, parsePropertySpec } from './property-spec.ts'
import { parseQuery } from './query-params.ts'
import { ContentRepository, type ContentRow } from './repository.ts'
import { resolveCulture, resolveStartItem } from './request-context.ts'
import { answerOf, ResponseCache, type ResponseCacheOptions } from './response-cache.ts'
import { ContentSerializer } from './serializer.ts'

/** Content changes only on re-seed or edit, so caches may keep it briefly and serve it stale while refreshing. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

/** What an answer depends on besides its address. */
const VARY = 'Accept-Language, Start-Item, Accept-Encoding, Authorization'

/**
 * An answer sent from memory skips the app's middleware (decision 0132), so it carries what the middleware and this
 * service add to every anonymous answer.
 */
const REMEMBERED_ANSWER_HEADERS = { ...SECURITY_HEADERS, Vary: VARY, 'Cache-Control': CACHE_CONTROL }

/** README "Limits": answers kept in memory (with their brotli and gzip forms), and the largest one kept. */
export const CONTENT_CACHE: ResponseCacheOptions = { maxBytes: 32 * 1024 * 1024, maxEntryBytes: 4 * 1024 * 1024 }

/** Items written between two turns of the event loop: a 200-item page with expanded pickers never blocks it whole. */
const ITEMS_PER_TURN = 10

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A JSON array of the rows, written a slice at a time (serialized and stringified), letting other requests and
 * health checks run in between.
 */
async function jsonArray<T>(rows: readonly T[], serialize: (row: T) => unknown): Promise<string> {
  const parts: string[] = []
  for (let start = 0; start < rows.length; start += ITEMS_PER_TURN) {
    if (start > 0) await nextTurn()
    for (const row of rows.slice(start, start + ITEMS_PER_TURN)) parts.push(JSON.stringify(serialize(row)))
  }
  return `[${parts.join(',')}]`
}

/** `content/items?id=` takes at most this many ids. */
export const MAX_ITEM_IDS = 100

const ITEM_PREFIX = '/content/item'

export interface ContentServiceOptions {
  db: Database
  /** Checks a member's bearer token; protected content is only answered to a member it accepts. */
  verifyAccessToken: AccessTokenVerifier
  cache?: ResponseCacheOptions
}

type ContentEnv = { Variables: { viewer: Viewer } }

export interface ContentService {
  /** The Umbraco Content Delivery API v2, to mount at `/umbraco/delivery/api/v2`. */
  routes: Hono
  /**
   * Answers an anonymous GET the service has answered before with the same stored answer, before it is parsed
   * (decision 0132); any other request goes on. The app runs it ahead of its own middleware.
   */
  answerRemembered: MiddlewareHandler
}

export function contentService({ db, verifyAccessToken, cache: cacheOptions = CONTENT_CACHE }: ContentServiceOptions): ContentService {
  const repository = new ContentRepository(db)
  // Read when the service is built, before the server listens: no request waits for the scan.
  const access = new ContentAccess(db).load()
  const cache = new ResponseCache(cacheOptions)
  // Roles come from the account, so a role granted or taken away counts from the next request on.
  const members = createMemberStore(db)

  async function viewerOf(c: Context): Promise<Viewer> {
    const token = bearerToken(c)
    if (token === undefined) return { kind: 'anonymous' }
    const verified = token === '' ? undefined : await verifyAccessToken(token)
    const member = verified && members.findById(verified.sub)
    return member ? { kind: 'member', roles: new Set(member.roles) } : { kind: 'invalid-token' }
  }

  const router = new Hono<ContentEnv>()
  router.use('*', async (c, next) => {
    c.set('viewer', await viewerOf(c))
    await next()
    // Straight on the response's headers: c.header() on a finished response would rebuild it, on every request.
    c.res.headers.set('Vary', VARY)
    // Answers to a request with a token are made `no-store` by the app's security headers.
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', CACHE_CONTROL)
  })

  /** What every answer depends on besides its own parameters: start item, culture and what the caller may see. */
  const context = (c: Context<ContentEnv>, startItemMissing: 400 | 404) => {
    const root = resolveStartItem(c, repository, startItemMissing)
    const culture = resolveCulture(requestHeader(c, 'accept-language'))
    const viewer = c.get('viewer')
    const serializer = new ContentSerializer(repository, culture, { id: root.id, path: root.urlSegment }, (row) => access.decide(row, viewer) === 'allowed')
    return { root, culture, viewer, serializer, base: [root.id, culture, access.viewKey(viewer)] }
  }
  const specs = (c: Context) => {
    const expand = parsePropertySpec('expand', c.req.query('expand'))
    const fields = parsePropertySpec('fields', c.req.query('fields'))
    return { expand, fields, key: [canonicalSpec(expand), canonicalSpec(fields)] }
  }

  /** Answers from the cache, or computes (as JSON text), keeps and answers; `compute` runs only on a miss. */
  async function answer(c: Context, key: unknown[], culture: string, compute: () => Promise<string> | string): Promise<Response> {
    const cacheKey = JSON.stringify(key)
    const answered = cache.get(cacheKey) ?? cache.set(cacheKey, answerOf(await compute(), culture))
    const request = anonymousRequest(c)
    if (request !== undefined) cache.remember(request, cacheKey)
    return sendAnswer(c, cache, cacheKey, answered)
  }

  /**
   * Parsing a request, checking access and building its key cost more than sending the stored bytes, and the app's
   * middleware would only rebuild the headers (decision 0132).
   */
  const answerRemembered: MiddlewareHandler = (c, next) => {
    const request = c.req.method === 'GET' && isBodilessRead(c) ? anonymousRequest(c) : undefined
    const seen = request === undefined ? undefined : cache.getSent(request)
    return seen ? sendAnswer(c, cache, seen.key, seen.answer, REMEMBERED_ANSWER_HEADERS) : next()
  }

  const answerQuery = (c: Context<ContentEnv>) => {
    const all = c.req.queries()
    const query = parseQuery((name) => all[name]?.[0], (name) => all[name])
    const { expand, fields, key } = specs(c)
    const { root, culture, viewer, serializer, base } = context(c, 400)
    return answer(c, ['content', ...base, query, ...key], culture, async () => {
      const { total, rows } = repository.query(root, query, culture, access.hiddenSubtrees(viewer))
      // Umbraco's key order: total, then items.
      return `{"total":${total},"items":${await jsonArray(rows, (row) => serializer.item(row, expand, fields))}}`
    })
  }

  const answerItems = (c: Context<ContentEnv>) => {
    const ids = (c.req.queries('id') ?? []).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)
    if (ids.length > MAX_ITEM_IDS) throw new HttpProblem(400, 'Invalid id', `At most ${MAX_ITEM_IDS} ids may be asked for at once.`)
    // Each id is answered once, in the order asked.
    const guids = [...new Set(ids.map((id) => normalizeGuid(id) ?? invalidId(id)))]
    const { expand, fields, key } = specs(c)
    const { culture, viewer, serializer, base } = context(c, 400)
    return answer(c, ['items', ...base, guids, ...key], culture, () => {
      // Unknown ids, and items the caller may not see, are left out.
      const rows = guids.map((id) => repository.findById(id, culture))
        .filter((row): row is ContentRow => row !== null && access.decide(row, viewer) === 'allowed')
      return jsonArray(rows, (row) => serializer.item(row, expand, fields))
    })
  }

  const answerItem = async (c: Context<ContentEnv>) => {
    const itemKey = keyOf(c)
    const { expand, fields, key } = specs(c)
    const guid = normalizeGuid(itemKey)
    const { root, culture, viewer, serializer, base } = context(c, 404)
    const path = itemKey === '' ? '/' : `/${itemKey}/`
    const row = guid ? repository.findById(guid, culture) : repository.findByPath(root, path, culture)
    if (!row) return problem(c, 404, 'Not Found', guid ? `No content item has the id ${guid}.` : `No content item has the path ${path}.`)
    const decision = access.decide(row, viewer)
    if (decision === 'sign-in-required') {
      return unauthorized(c, viewer.kind === 'invalid-token' ? TOKEN_INVALID : 'This content is for signed-in members: send a member\'s bearer access token.')
    }
    if (decision === 'forbidden') return problem(c, 403, 'Forbidden', 'This content is for members of a group this account is not in.')
    // Keyed by the item's id, so its path and its id share one entry.
    return answer(c, ['item', ...base, row.id, ...key], culture, () => JSON.stringify(serializer.item(row, expand, fields)))
  }

  router.get('/content', answerQuery)
  router.get('/content/items', answerItems)
  router.get(ITEM_PREFIX, answerItem)
  router.get(`${ITEM_PREFIX}/*`, answerItem)

  return { routes: new Hono().route('/', router), answerRemembered }
}

/**
 * A request without credentials as it was sent: its path and query, and the two headers besides Accept-Encoding
 * (which the answer's sending handles) that its answer depends on. Undefined for a request with credentials: what
 * a member may see is decided for each of their requests.
 */
function anonymousRequest(c: Context): string | undefined {
  if (requestHeader(c, 'authorization') !== undefined) return undefined
  return `${requestTarget(c)}\n${requestHeader(c, 'start-item') ?? ''}\n${requestHeader(c, 'accept-language') ?? ''}`
}

function invalidId(id: string): never {
  throw new HttpProblem(400, 'Invalid id', `"${id.slice(0, 100)}" is not a GUID.`)
}

/** The path or id after content/item/, URL-decoded (so `bible%2Fnew-testament` works too), without outer slashes. */
function keyOf(c: Context): string {
  const pathname = new URL(c.req.url).pathname
  const start = pathname.indexOf(`${ITEM_PREFIX}`) + ITEM_PREFIX.length
  try {
    return decodeURIComponent(pathname.slice(start)).replace(/^\/+|\/+$/g, '')
  } catch {
    throw new HttpProblem(400, 'Invalid path', `The path "${pathname.slice(start, start + 200)}" is not validly URL-encoded.`)
  }
}
