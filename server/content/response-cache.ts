import type { MiddlewareHandler } from 'hono'

interface CachedBody {
  body: string
  contentType: string
  contentLanguage: string | null
}

/**
 * Content only changes when the database is seeded, before the server listens, so an answer computed once can be
 * answered again: the same address, Start-Item and Accept-Language give the same JSON. Only 200s are kept, and
 * the oldest entry goes first once `maxEntries` is reached. ETag, caching headers and compression still run per
 * request, outside this middleware.
 */
export function responseCache({ maxEntries }: { maxEntries: number }): MiddlewareHandler {
  const cache = new Map<string, CachedBody>()
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const key = `${c.req.url}\n${c.req.header('Start-Item') ?? ''}\n${c.req.header('Accept-Language') ?? ''}`
    const hit = cache.get(key)
    if (hit) {
      if (hit.contentLanguage) c.header('Content-Language', hit.contentLanguage)
      return c.body(hit.body, 200, { 'Content-Type': hit.contentType })
    }
    await next()
    if (c.res.status !== 200) return
    const body = await c.res.clone().text()
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string)
    cache.set(key, { body, contentType: c.res.headers.get('Content-Type') ?? 'application/json', contentLanguage: c.res.headers.get('Content-Language') })
  }
}
