import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { problemOnError } from './problem.ts'
import { validJson } from './validation.ts'

const app = new Hono()
app.onError(problemOnError)
app.post('/', validJson(v.strictObject({ name: v.string() })), (c) => c.json(c.req.valid('json')))

const post = (body: string) => app.request('/', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })

describe('the shared validation hook', () => {
  it('names every field at fault, each with its messages', async () => {
    const response = await post('{"name":3,"extra":true}')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['extra', 'name'])
  })

  it('keeps a field called __proto__ a field: a 400 naming it, not a 500', async () => {
    for (const body of ['{"__proto__":null}', '{"name":"x","__proto__":{"a":1}}', '{"constructor":1,"name":"x"}']) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      const problem = (await response.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(problem.errors).length, body).toBeGreaterThan(0)
    }
  })
})
