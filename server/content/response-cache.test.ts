import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { responseCache } from './response-cache.ts'

function countingApp(maxEntries = 2) {
  let computed = 0
  const app = new Hono()
  app.use('*', responseCache({ maxEntries }))
  app.get('/item/:id', (c) => {
    computed += 1
    c.header('Content-Language', c.req.header('Accept-Language') ?? 'en-US')
    return c.req.param('id') === 'missing' ? c.json({ title: 'Not Found' }, 404) : c.json({ id: c.req.param('id'), computed })
  })
  return { app, computed: () => computed }
}

describe('content response cache', () => {
  it('answers the same request from memory, with the same body and headers', async () => {
    const { app, computed } = countingApp()
    const first = await app.request('/item/a', { headers: { 'Accept-Language': 'es-ES' } })
    const second = await app.request('/item/a', { headers: { 'Accept-Language': 'es-ES' } })
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers.get('Content-Language')).toBe('es-ES')
    expect(second.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(computed()).toBe(1)
  })

  it('keeps languages and start items apart, and never keeps an error', async () => {
    const { app, computed } = countingApp(10)
    await app.request('/item/a', { headers: { 'Accept-Language': 'es-ES' } })
    await app.request('/item/a', { headers: { 'Accept-Language': 'en-US' } })
    await app.request('/item/a', { headers: { 'Start-Item': 'other' } })
    await app.request('/item/missing')
    await app.request('/item/missing')
    expect(computed()).toBe(5)
  })

  it('forgets the oldest answer once full', async () => {
    const { app, computed } = countingApp(2)
    for (const id of ['a', 'b', 'c', 'a']) await app.request(`/item/${id}`)
    expect(computed()).toBe(4)
  })
})
