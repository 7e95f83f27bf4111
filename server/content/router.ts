import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { etag } from 'hono/etag'
import { normalizeGuid } from '../db/uuid.ts'
import { HttpProblem, problem } from '../http/problem.ts'
import { parsePropertySpec } from './property-spec.ts'
import { parseQuery } from './query-params.ts'
import { ContentRepository } from './repository.ts'
import { resolveCulture, resolveStartItem } from './request-context.ts'
import { responseCache } from './response-cache.ts'
import { ContentSerializer } from './serializer.ts'

/** Content changes only on re-seed or edit, so caches may keep it briefly and serve it stale while refreshing. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

const ITEM_PREFIX = '/content/item'

/** The Umbraco Content Delivery API v2, to mount at `/umbraco/delivery/api/v2`. */
export function contentRouter(db: Database): Hono {
  const repository = new ContentRepository(db)
  const router = new Hono()

  router.use('*', etag({ weak: true }), async (c, next) => {
    await next()
    c.header('Vary', 'Accept-Language, Start-Item, Accept-Encoding')
    if (c.res.status === 200) c.header('Cache-Control', CACHE_CONTROL)
  }, responseCache({ maxEntries: 2000 }))

  const serializerFor = (c: Context, root: { id: string; urlSegment: string }) => {
    const culture = resolveCulture(c.req.header('Accept-Language'))
    c.header('Content-Language', culture)
    return { culture, serializer: new ContentSerializer(repository, culture, { id: root.id, path: root.urlSegment }) }
  }
  const specs = (c: Context) => ({ expand: parsePropertySpec('expand', c.req.query('expand')), fields: parsePropertySpec('fields', c.req.query('fields')) })

  router.get('/content', (c) => {
    const query = parseQuery((name) => c.req.query(name), (name) => c.req.queries(name))
    const { expand, fields } = specs(c)
    const root = resolveStartItem(c, repository, 400)
    const { culture, serializer } = serializerFor(c, root)
    const { total, rows } = repository.query(root, query, culture)
    return c.json({ total, items: rows.map((row) => serializer.item(row, expand, fields)) })
  })

  router.get('/content/items', (c) => {
    const ids = (c.req.queries('id') ?? []).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)
    const guids = ids.map((id) => normalizeGuid(id) ?? invalidId(id))
    const { expand, fields } = specs(c)
    const root = resolveStartItem(c, repository, 400)
    const { culture, serializer } = serializerFor(c, root)
    // Unknown ids are left out, and each id is answered once, in the order asked.
    const rows = [...new Set(guids)].map((id) => repository.findById(id, culture)).filter((row) => row !== null)
    return c.json(rows.map((row) => serializer.item(row, expand, fields)))
  })

  const item = (c: Context) => {
    const key = itemKey(c)
    const { expand, fields } = specs(c)
    const guid = normalizeGuid(key)
    const root = resolveStartItem(c, repository, 404)
    const { culture, serializer } = serializerFor(c, root)
    const path = key === '' ? '/' : `/${key}/`
    const row = guid ? repository.findById(guid, culture) : repository.findByPath(root, path, culture)
    if (!row) return problem(c, 404, 'Not Found', guid ? `No content item has the id ${guid}.` : `No content item has the path ${path}.`)
    return c.json(serializer.item(row, expand, fields))
  }
  router.get(ITEM_PREFIX, item)
  router.get(`${ITEM_PREFIX}/*`, item)

  return router
}

function invalidId(id: string): never {
  throw new HttpProblem(400, 'Invalid id', `"${id}" is not a GUID.`)
}

/** The path or id after content/item/, URL-decoded (so `bible%2Fnew-testament` works too), without outer slashes. */
function itemKey(c: Context): string {
  const pathname = new URL(c.req.url).pathname
  const start = pathname.indexOf(`${ITEM_PREFIX}`) + ITEM_PREFIX.length
  try {
    return decodeURIComponent(pathname.slice(start)).replace(/^\/+|\/+$/g, '')
  } catch {
    throw new HttpProblem(400, 'Invalid path', `The path "${pathname.slice(start)}" is not validly URL-encoded.`)
  }
}
