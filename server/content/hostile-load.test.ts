import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../config.ts'

// The attack from the hardening issue, against a real `server/main.ts` (one serving process) started as production starts it: two clients at once send cache-busting
// requests for the heaviest queries the content service allows: the largest answer (200 daily sends with three levels
// of expanded pickers) and the most work for the database (a page deep into every item sorted by
// name). Then the original pattern (take=100000 and unknown parameters). The server must stay up and
// answer health checks throughout, and its resident memory must stay under 512 MB. The largest event-loop delay is
// measured inside the server (server/testing/process-probe.ts) and printed, never asserted: it is a wall-clock time.

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PROBE = fileURLToPath(new URL('../testing/process-probe.ts', import.meta.url))
const MAX_RSS_BYTES = 512 * 1024 * 1024
const BUSTING_PER_CLIENT = 80
const EXPAND = 'properties[scripture[properties[$all]],bibleStudy[properties[$all]],prayer[properties[$all]],quotes[properties[$all]]]'
const LARGEST = `/umbraco/delivery/api/v2/content?filter=contentType:dailyAmSend,dailyPmSend,dailyEveSend&take=200&expand=${EXPAND}`
const SLOWEST = '/umbraco/delivery/api/v2/content?fetch=descendants:/&sort=name:desc&take=200&expand=properties[$all]'

interface Probe { pid: number; rssBytes: number; maxRssBytes: number; maxDelayMs: number; p99DelayMs: number }

const dir = mkdtempSync(join(tmpdir(), 'lamp-hostile-'))
const probeFile = join(dir, 'probe.json')
let server: ChildProcess
let base: string

async function freePort(): Promise<number> {
  const probe = createServer().listen(0)
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const readProbe = () => JSON.parse(readFileSync(probeFile, 'utf8')) as Probe
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  const [port, idpPort] = [await freePort(), await freePort()]
  base = `http://localhost:${port}`
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', '--import', PROBE, 'server/main.ts'], {
    cwd: ROOT,
    // One serving process, so the probe's figures are that process's.
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: join(dir, 'data'), DIST_DIR: join(dir, 'no-dist'), NODE_ENV: 'production', LAMP_PROBE_FILE: probeFile, WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (const deadline = Date.now() + 120_000; ;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s')
    if (existsSync(probeFile) && (await fetch(`${base}/healthz`).then((r) => r.ok, () => false))) break
    await sleep(100)
  }
}, 150_000)

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  rmSync(dir, { recursive: true, force: true })
})

describe('the hostile pattern against a real server process', () => {
  it('leaves the server up, answering, and under 512 MB', async () => {
    // Start-up (seeding) is not a request: measure from here.
    process.kill(readProbe().pid, 'SIGUSR2')
    await sleep(300)
    const before = readProbe()

    let health = { ok: 0, failed: 0, slowestMs: 0 }
    let attacking = true
    const liveness = (async () => {
      while (attacking) {
        const started = performance.now()
        const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.ok, () => false)
        health = { ok: health.ok + (ok ? 1 : 0), failed: health.failed + (ok ? 0 : 1), slowestMs: Math.max(health.slowestMs, performance.now() - started) }
        await sleep(250)
      }
    })()

    const statuses = new Map<number, number>()
    const get = async (path: string, encoding: string) => {
      const response = await fetch(base + path, { headers: { 'Accept-Encoding': encoding } })
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
    const client = async (query: string, first: number, encoding: string) => {
      for (let i = 0; i < BUSTING_PER_CLIENT; i++) await get(`${query}&skip=${first + i}`, encoding)
    }
    // Each skip is a new answer: nothing comes from the cache.
    await Promise.all([client(LARGEST, 0, 'br'), client(SLOWEST, 20_000, 'gzip')])
    // The issue's own pattern: an unbounded take (now refused) and unknown parameters (now one cache entry).
    await Promise.all([0, 1].map(async (c) => {
      for (let i = 0; i < 25; i++) {
        await get(`/umbraco/delivery/api/v2/content?fetch=descendants:bible&take=100000&x=${c}-${i}`, 'br')
        await get(`/umbraco/delivery/api/v2/content?fetch=descendants:bible&take=200&x=${c}-${i}`, 'br')
      }
    }))
    attacking = false
    await liveness
    await sleep(300)
    const after = readProbe()

    console.log([
      `hostile pattern: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
      `RSS before ${mb(before.rssBytes)}, largest during ${mb(after.maxRssBytes)}, after ${mb(after.rssBytes)}`,
      `largest event-loop delay ${after.maxDelayMs.toFixed(0)} ms (p99 ${after.p99DelayMs.toFixed(0)} ms)`,
      `health checks: ${health.ok} answered, ${health.failed} failed, slowest ${health.slowestMs.toFixed(0)} ms`,
    ].join('\n'))

    expect(server.exitCode).toBeNull()
    // The same serving process throughout: it never crashed and was restarted.
    expect(after.pid).toBe(before.pid)
    expect(statuses.get(200)).toBe(2 * BUSTING_PER_CLIENT + 50)
    expect(statuses.get(400)).toBe(50)
    expect(health.failed).toBe(0)
    expect(health.ok).toBeGreaterThan(0)
    expect(after.maxRssBytes).toBeLessThan(MAX_RSS_BYTES)
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
  }, 300_000)
})
