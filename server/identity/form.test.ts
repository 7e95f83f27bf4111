import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type Listening } from '../testing/listen.ts'
import { field, readForm } from './form.ts'

// The sign-in and registration forms' reader over real HTTP: what it reads, what it refuses to read (a body past
// 16 KiB, however it arrives), and how a field comes out of it.
const LIMIT = 16 * 1024

let server: Listening

beforeAll(async () => {
  const app = new Koa()
  app.use(async (ctx) => {
    const form = await readForm(ctx)
    ctx.body = { entries: [...form.entries()], email: field(form, 'email'), password: field(form, 'password', { trim: false }), missing: field(form, 'missing') }
  })
  server = await listen(app.callback())
})

afterAll(() => server.close())

const post = (body: string, type = 'application/x-www-form-urlencoded') => fetch(server.base, { method: 'POST', headers: { 'Content-Type': type }, body })

describe('reading a form', () => {
  it('reads its fields; a field is trimmed, a password kept as typed, a missing one empty', async () => {
    const answer = await post(new URLSearchParams({ email: '  ruth@example.com ', password: ' gleaning barley ' }).toString())
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      entries: [['email', '  ruth@example.com '], ['password', ' gleaning barley ']],
      email: 'ruth@example.com', password: ' gleaning barley ', missing: '',
    })
  })

  it('reads nothing from a body that is not a form', async () => {
    const answer = await post(JSON.stringify({ email: 'ruth@example.com' }), 'application/json')
    expect(await answer.json()).toMatchObject({ entries: [], email: '' })
  })

  it('reads a form of exactly 16 KiB', async () => {
    const body = `email=${'a'.repeat(LIMIT - 'email='.length)}`
    const answer = await post(body)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { email: string }).email).toHaveLength(LIMIT - 'email='.length)
  })

  it.each([LIMIT + 1, 100 * 1024])('refuses a form of %s bytes with 413', async (size) => {
    const answer = await post(`email=${'a'.repeat(size - 'email='.length)}`)
    expect(answer.status).toBe(413)
    expect(await answer.text()).toBe('Form too large')
  })

  it('counts a long form across every piece it arrives in', async () => {
    // Eight pieces of 4 KiB: none is too large on its own, together they are twice the limit.
    const piece = 'a'.repeat(4 * 1024)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('email='))
        for (let i = 0; i < 8; i += 1) controller.enqueue(new TextEncoder().encode(piece))
        controller.close()
      },
    })
    const answer = await fetch(server.base, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, duplex: 'half' } as RequestInit)
    expect(answer.status).toBe(413)
  })
})
