import { once } from 'node:events'
import type { Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestProvider, type TestProvider } from '../identity/testing.ts'
import { BIBLE_ONLY, createTestApp, type TestApp } from '../testing/test-app.ts'
import { serverTimeouts, type RequestTimeouts } from './request-timeouts.ts'

// Short limits, so the tests see the cut-off without waiting the real ten seconds.
const SHORT: RequestTimeouts = { bodyMs: 300, headersMs: 400, requestMs: 700, checkEveryMs: 100 }

/**
 * Opens a real socket, sends `head`, then trickles `trickle` a byte every 50 ms (never all of what was announced) until
 * the server answers or hangs up; resolves with everything the server sent.
 */
async function slowClient(port: number, head: string, trickle = ''): Promise<string> {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.write(head)
  let answer = ''
  socket.on('data', (chunk: Buffer) => { answer += chunk.toString('utf8') })
  let sent = 0
  const dripping = setInterval(() => {
    if (answer !== '' || socket.destroyed || sent >= trickle.length) return
    socket.write(trickle[sent] ?? '')
    sent += 1
  }, 50)
  try {
    await Promise.race([once(socket, 'close'), once(socket, 'end')])
  } finally {
    clearInterval(dripping)
    socket.destroy()
  }
  return answer
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4)

describe('the app server', () => {
  let t: TestApp
  let server: Server
  let port: number

  beforeAll(async () => {
    t = createTestApp({ seeds: BIBLE_ONLY, bodyTimeoutMs: SHORT.bodyMs })
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: serverTimeouts(SHORT) }) as Server
    await once(server, 'listening')
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    t.close()
  })

  const lead = JSON.stringify({ email: 'slow@example.com' })

  it('answers a body trickled slowly with 408 problem details and closes the connection', async () => {
    const head = `POST /lead-pathing/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${lead.length + 100}\r\n\r\n`
    const answer = await slowClient(port, head, `${lead}${' '.repeat(100)}`)
    expect(statusOf(answer)).toBe(408)
    expect(answer).toMatch(/\r\ncontent-type: application\/problem\+json/i)
    expect(answer).toMatch(/\r\nconnection: close/i)
    expect(JSON.parse(bodyOf(answer))).toMatchObject({ type: 'Error', status: 408, title: 'Request Timeout' })
    // Nothing of the cut-off request was stored.
    expect(t.db.prepare('SELECT COUNT(*) FROM leads').pluck().get()).toBe(0)
  })

  it('cuts off a chunked body the same way (the size limit reads it first)', async () => {
    const head = 'POST /lead-pathing/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
    const chunk = `${lead.length.toString(16)}\r\n${lead}\r\n`
    const answer = await slowClient(port, head, chunk.repeat(20))
    expect(statusOf(answer)).toBe(408)
    expect(JSON.parse(bodyOf(answer))).toMatchObject({ status: 408 })
  })

  it('cuts off headers that never end (Node answers 408 itself)', async () => {
    const answer = await slowClient(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: '.padEnd(200, 'x'))
    expect(statusOf(answer)).toBe(408)
  })

  it('still takes a body sent at an ordinary pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/lead-pathing/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: lead })
    expect(response.status).toBe(201)
  })
})

describe('the identity provider', () => {
  let t: TestProvider

  beforeAll(async () => {
    t = await startTestProvider({ requestTimeouts: SHORT })
  })
  afterAll(async () => {
    await t.cleanup()
  })

  it('cuts off a registration form trickled slowly with 408', async () => {
    const form = 'firstName=Ruth&lastName=Moab&email=slow%40example.com&password=gleaning-barley'
    const head = `POST /account/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n`
    const answer = await slowClient(Number(new URL(t.url).port), head, form)
    expect(statusOf(answer)).toBe(408)
    expect(t.idp.members.findByEmail('slow@example.com')).toBeUndefined()
  })
})
