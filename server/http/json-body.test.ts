import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readJsonBody } from './json-body.ts'

const app = new Hono().post('/', async (c) => {
  const read = await readJsonBody(c, 20)
  return read.ok ? c.json({ got: read.body }) : read.response
})
const post = (body: string) => app.request('/', { method: 'POST', body })

describe('readJsonBody', () => {
  it('answers the parsed body', async () => {
    const response = await post('{"a":[1,2]}')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ got: { a: [1, 2] } })
  })

  it('accepts a body exactly at the limit and refuses one past it, before parsing', async () => {
    expect((await post(`"${'x'.repeat(18)}"`)).status).toBe(200)
    const response = await post(`"${'x'.repeat(19)}"`)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('{"message":"The body is too large."}')
    // Too large wins over not JSON: the text is never parsed.
    expect(await (await post('x'.repeat(21))).json()).toEqual({ message: 'The body is too large.' })
  })

  it('refuses a body that is not JSON, an empty one included', async () => {
    for (const body of ['{nope', '']) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(await response.text()).toBe('{"message":"The body must be JSON."}')
    }
  })
})
