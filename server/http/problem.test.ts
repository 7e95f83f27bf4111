import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpProblem, problemNotFound, problemOnError, validationProblem } from './problem.ts'

const boom = new Error('disk full')
const app = new Hono()
app.onError(problemOnError)
app.notFound(problemNotFound)
app.get('/problem', () => { throw new HttpProblem(409, 'Conflict', 'That name is taken.') })
app.get('/boom', () => { throw boom })
app.get('/hono/:status', (c) => {
  const status = Number(c.req.param('status')) as 400
  throw new HTTPException(status, { message: c.req.query('message') ?? '' })
})
app.get('/invalid', (c) => validationProblem(c, 'Invalid request', { '': ['The body is wrong.'], name: ['is required.', 'is too long.'], age: ['must be a number.'] }))

async function answer(path: string) {
  const response = await app.request(path)
  expect(response.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8')
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

afterEach(() => { vi.restoreAllMocks() })

describe('problemOnError', () => {
  it('answers an HttpProblem with its own status, title and detail', async () => {
    expect(await answer('/problem')).toEqual({ status: 409, body: { type: 'Error', title: 'Conflict', status: 409, detail: 'That name is taken.' } })
  })

  it("answers Hono's own client errors with their status and message, or a general detail when they have none", async () => {
    expect(await answer('/hono/422?message=Nope.')).toEqual({ status: 422, body: { type: 'Error', title: 'Bad Request', status: 422, detail: 'Nope.' } })
    expect((await answer('/hono/400')).body).toMatchObject({ status: 400, detail: 'The request cannot be answered.' })
  })

  it('answers anything else, server errors from Hono included, with a 500 that tells nothing, and logs the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const internal = { status: 500, body: { type: 'Error', title: 'Internal Server Error', status: 500, detail: 'The server could not answer this request.' } }
    expect(await answer('/boom')).toEqual(internal)
    expect(errors).toHaveBeenCalledWith('GET /boom failed:', boom)
    for (const status of [500, 503]) expect(await answer(`/hono/${status}?message=upstream`)).toEqual(internal)
  })
})

describe('problemNotFound', () => {
  it('names the method and the path', async () => {
    const response = await app.request('/nothing/here', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ type: 'Error', title: 'Not Found', status: 404, detail: 'There is no DELETE /nothing/here.' })
  })
})

describe('validationProblem', () => {
  it('is a 400 listing every message, each prefixed with its field unless the body itself is at fault', async () => {
    expect(await answer('/invalid')).toEqual({
      status: 400,
      body: {
        type: 'Error', title: 'Invalid request', status: 400,
        detail: 'The body is wrong. name: is required. name: is too long. age: must be a number.',
        errors: { '': ['The body is wrong.'], name: ['is required.', 'is too long.'], age: ['must be a number.'] },
      },
    })
  })
})
