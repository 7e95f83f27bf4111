import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CRASH_LIMIT, restartDelay, RESTART_DELAY } from './cluster.ts'
import { SERVER_NODE_FLAGS } from './config.ts'
import { DEFAULT_SEEDS } from './db/database.ts'
import { APP_ORIGIN, freePort, signInForTokens } from './identity/testing.ts'
import { writeFakeBuild } from './testing/fake-build.ts'
import { copySeededTemplate } from './testing/seeded-template.ts'

// The real server entry (server/main.ts, what `npm start` runs after its build), as a child process with two workers.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const root = mkdtempSync(join(tmpdir(), 'lamp-cluster-'))
beforeAll(() => writeFakeBuild(join(root, 'dist'), 'build-cluster'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

interface Cluster {
  child: ChildProcess
  appPort: number
  idpPort: number
  output: () => string
  /** Resolves with the exit code once the primary has exited. */
  exited: Promise<number | null>
}
const started: Cluster[] = []
afterEach(() => {
  for (const { child } of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

async function startCluster({ ports, workers = 2 }: { ports?: { app: number; idp: number }; workers?: number } = {}): Promise<Cluster> {
  const [appPort, idpPort] = ports ? [ports.app, ports.idp] : [await freePort(), await freePort()]
  const dataDir = mkdtempSync(join(root, 'data-'))
  mkdirSync(dataDir, { recursive: true })
  copySeededTemplate(dataDir, DEFAULT_SEEDS)
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(appPort), IDP_PORT: String(idpPort), DATA_DIR: dataDir, DIST_DIR: join(root, 'dist'),
      WEB_CONCURRENCY: String(workers), NODE_ENV: 'production', APP_ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString() })
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const cluster = { child, appPort, idpPort, output: () => output, exited }
  started.push(cluster)
  return cluster
}

async function serving(cluster: Cluster): Promise<number[]> {
  await expect.poll(cluster.output, { timeout: 120_000, interval: 100 }).toMatch(/Lamp is running at .* \(2 serving processes: \d+, \d+\)/)
  const [, pids = ''] = /serving processes: ([\d, ]+)\)/.exec(cluster.output()) ?? []
  return pids.split(', ').map(Number)
}

interface Answer { status: number; body: string }

/** One request on a connection of its own: the primary hands each new connection to the next worker, so requests spread over both. */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, agent: false, timeout: 10_000 }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => { text += chunk })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      response.on('error', reject)
    })
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const healthy = (port: number) => send(port, 'GET', '/healthz').then((answer) => answer.status === 200, () => false)

describe('restartDelay', () => {
  it('restarts the first crash at once, waits longer for each crash in a row, and gives up at the limit', () => {
    const now = 1_000_000
    const crashes = (count: number) => Array.from({ length: count }, (_, index) => now - index * 1000)
    expect(restartDelay(crashes(1), now)).toBe(RESTART_DELAY.firstMs)
    expect(restartDelay(crashes(2), now)).toBe(2 * RESTART_DELAY.firstMs)
    expect(restartDelay(crashes(4), now)).toBe(8 * RESTART_DELAY.firstMs)
    expect(restartDelay(crashes(CRASH_LIMIT.crashes), now)).toBeNull()
    // Crashes longer ago than the window are forgiven: a server that crashes once a day is restarted every time.
    const daily = Array.from({ length: 20 }, (_, index) => now - index * 86_400_000)
    expect(restartDelay(daily, now)).toBe(RESTART_DELAY.firstMs)
    expect(restartDelay([...crashes(1), now - CRASH_LIMIT.withinMs], now)).toBe(RESTART_DELAY.firstMs)
  })

  it('never waits longer than the longest delay', () => {
    for (let count = 1; count < CRASH_LIMIT.crashes; count++) {
      expect(restartDelay(Array<number>(count).fill(0), 0)).toBeLessThanOrEqual(RESTART_DELAY.maxMs)
    }
  })
})

describe('the cluster (server/main.ts with WEB_CONCURRENCY=2)', () => {
  it('loses no acknowledged write when a worker is killed mid-stream, answers again at once, restarts the worker, and stops on SIGTERM', async () => {
    const cluster = await startCluster()
    const [victim, survivor] = await serving(cluster)
    if (!victim || !survivor) throw new Error('two workers expected')
    const page = await send(cluster.appPort, 'GET', '/about')
    expect([page.status, page.body]).toEqual([200, expect.stringContaining('<p id="build">build-cluster</p>')])
    // A real sign-in at the provider (every step a request the primary may hand to either worker) and a real token.
    const { access_token: token } = await signInForTokens(`http://localhost:${cluster.idpPort}`)
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }

    const acknowledged: string[] = []
    const failures: string[] = []
    const serverErrors: Answer[] = []
    let next = 0
    const writer = async () => {
      while (next < 240) {
        const path = `/bible/new-testament/john/3#v${next++}`
        try {
          const answer = await send(cluster.appPort, 'POST', '/bible-api/api/v2/favorites', headers, JSON.stringify([{ kind: 'verse', path, title: path, addedAt: '2026-01-01T00:00:00.000Z' }]))
          if (answer.status === 200) acknowledged.push(path)
          else if (answer.status >= 500) serverErrors.push(answer)
        } catch (error) {
          // Only a request on the killed worker's connection may fail, and it was never acknowledged.
          failures.push((error as Error).message)
        }
      }
    }
    const writers = Promise.all([writer(), writer(), writer(), writer()])
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 10 }).toBeGreaterThan(40)
    process.kill(victim, 'SIGKILL')
    // The site answers again within 2 s of the kill (the other worker takes every new connection meanwhile).
    await expect.poll(() => healthy(cluster.appPort), { timeout: 2_000, interval: 50 }).toBe(true)
    await writers

    expect(serverErrors).toEqual([])
    expect(failures.length).toBeLessThan(10)
    const list = await send(cluster.appPort, 'GET', '/bible-api/api/v2/favorites', headers)
    const stored = new Set((JSON.parse(list.body) as Array<{ path: string }>).map((favorite) => favorite.path))
    expect(acknowledged.filter((path) => !stored.has(path))).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(200)

    // The primary starts another worker in the dead one's place.
    await expect.poll(cluster.output, { timeout: 60_000, interval: 100 }).toMatch(new RegExp(`Serving process ${victim} was killed by SIGKILL; starting another in ${RESTART_DELAY.firstMs} ms`))
    await expect.poll(cluster.output, { timeout: 60_000, interval: 100 }).toMatch(/Serving process \d+ is serving/)
    const [, restarted] = /Serving process (\d+) is serving/.exec(cluster.output()) ?? []
    expect(Number(restarted)).not.toBe(victim)
    expect(() => process.kill(Number(restarted), 0)).not.toThrow()

    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
    for (const pid of [survivor, Number(restarted)]) expect(() => process.kill(pid, 0), `worker ${pid} is gone`).toThrow()
    expect(await healthy(cluster.appPort)).toBe(false)
    expect(await send(cluster.idpPort, 'GET', '/.well-known/openid-configuration').then(() => 'answered', () => 'closed')).toBe('closed')
  }, 240_000)

  it('stops, with a message and exit status 1, when its workers keep crashing', async () => {
    // The provider's port is taken by another program: every worker fails as it starts.
    const idp = await freePort()
    const taken: Server = createServer()
    await new Promise<void>((resolve) => taken.listen(idp, resolve))
    try {
      const cluster = await startCluster({ ports: { app: await freePort(), idp } })
      expect(await cluster.exited).toBe(1)
      expect(cluster.output()).toContain('a serving process could not start')
      expect(cluster.output()).toContain('EADDRINUSE')
      expect(cluster.output()).toMatch(new RegExp(`Lamp stopped: serving processes failed ${CRASH_LIMIT.crashes} times within ${CRASH_LIMIT.withinMs / 1000} s`))
      expect(cluster.output().match(/starting another in \d+ ms/g)).toHaveLength(CRASH_LIMIT.crashes - 1)
      expect(await healthy(cluster.appPort)).toBe(false)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  }, 240_000)
})
