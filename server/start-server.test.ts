import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConfig } from './config.ts'
import { DEFAULT_SEEDS } from './db/database.ts'
import { APP_ORIGIN as TEST_PROVIDER_APP_ORIGIN, freePort, signInForTokens } from './identity/testing.ts'
import { exitOnFatalError, exitOnSignal, startServer, type RunningServer } from './start-server.ts'
import { writeFakeBuild } from './testing/fake-build.ts'
import { copySeededTemplate } from './testing/seeded-template.ts'

// Free ports, found afresh for each test: a server another test or program left behind cannot answer for this one.
let appPort: number
let idpPort: number

let root: string
let dataDir: string
let running: RunningServer | undefined
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lamp-start-'))
  writeFakeBuild(join(root, 'dist'), 'build-start')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
beforeEach(async () => {
  appPort = await freePort()
  idpPort = await freePort()
  dataDir = mkdtempSync(join(root, 'data-'))
  // A database seeded already: the start reuses it instead of seeding for seconds.
  copySeededTemplate(dataDir, DEFAULT_SEEDS)
  // The settings (the identity provider's address) come from the environment, as in production.
  vi.stubEnv('IDP_PORT', String(idpPort))
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(async () => {
  await running?.close()
  running = undefined
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const config = (env: Record<string, string> = {}) =>
  readConfig({ PORT: String(appPort), IDP_PORT: String(idpPort), DATA_DIR: dataDir, DIST_DIR: join(root, 'dist'), ...env })
const reachable = (url: string) => fetch(url).then(() => true, () => false)

/** Holds a port, as another program would. */
async function occupy(port: number): Promise<Server> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return server
}
const release = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('startServer', () => {
  it('serves the APIs and the identity provider on the configured ports, reusing the database it finds', async () => {
    running = await startServer({ config: config(), serveApp: false })
    expect(running.url).toBe(`http://localhost:${appPort}`)
    const health = await fetch(`${running.url}/healthz`)
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
    const chapter = await fetch(`${running.url}/umbraco/delivery/api/v2/content/item/bible`)
    expect(chapter.status).toBe(200)
    const discovery = await fetch(`http://localhost:${idpPort}/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(await discovery.json()).toMatchObject({ issuer: `http://localhost:${idpPort}` })
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining(`Reusing the database in ${dataDir}`))
  })

  it('seeds an empty DATA_DIR on its first start and says so, instead of claiming to reuse it', async () => {
    const empty = mkdtempSync(join(root, 'empty-'))
    running = await startServer({ config: config({ DATA_DIR: empty }), serveApp: false })
    const logged = vi.mocked(console.log).mock.calls.map(([line]) => String(line))
    for (const seed of DEFAULT_SEEDS) expect(logged).toContainEqual(expect.stringMatching(new RegExp(`^Seeded ${seed.name} in \\d+ ms$`)))
    expect(logged.filter((line) => line.startsWith('Reusing'))).toEqual([])
    expect((await fetch(`${running.url}/umbraco/delivery/api/v2/content/item/bible`)).status).toBe(200)
  })

  it('accepts the tokens its identity provider issues, and refuses forged ones', async () => {
    running = await startServer({ config: config(), serveApp: false, appOrigin: TEST_PROVIDER_APP_ORIGIN })
    const { access_token: token } = await signInForTokens(`http://localhost:${idpPort}`)
    const account = await fetch(`${running.url}/bible-api/api/v2/account`, { headers: { Authorization: `Bearer ${token}` } })
    expect(account.status).toBe(200)
    expect(await account.json()).toMatchObject({ email: 'demo@example.com' })
    const forged = await fetch(`${running.url}/bible-api/api/v2/account`, { headers: { Authorization: 'Bearer forged.token.value' } })
    expect(forged.status).toBe(401)
  })

  it('serves the built app only when asked to (not under npm run dev)', async () => {
    running = await startServer({ config: config(), serveApp: true })
    const page = await fetch(`${running.url}/about`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<p id="build">build-start</p>')
    await running.close()
    running = await startServer({ config: config(), serveApp: false })
    expect((await fetch(`${running.url}/about`)).status).toBe(404)
  })

  it('stops answering on both ports once closed', async () => {
    const server = await startServer({ config: config(), serveApp: false })
    await server.close()
    expect(await reachable(`http://localhost:${appPort}/healthz`)).toBe(false)
    expect(await reachable(`http://localhost:${idpPort}/.well-known/openid-configuration`)).toBe(false)
  })

  it('fails when its port is taken, and leaves nothing listening behind', async () => {
    const taken = await occupy(appPort)
    try {
      await expect(startServer({ config: config(), serveApp: false })).rejects.toThrow(/EADDRINUSE/)
      expect(await reachable(`http://localhost:${idpPort}/.well-known/openid-configuration`)).toBe(false)
    } finally {
      await release(taken)
    }
    // The database was closed too: a new start on the same DATA_DIR works.
    running = await startServer({ config: config(), serveApp: false })
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200)
  })

  it("fails when the identity provider's port is taken", async () => {
    const taken = await occupy(idpPort)
    try {
      await expect(startServer({ config: config(), serveApp: false })).rejects.toThrow(/EADDRINUSE/)
      expect(await reachable(`http://localhost:${appPort}/healthz`)).toBe(false)
    } finally {
      await release(taken)
    }
  })
})

/** Runs `install`, hands the process listeners it added for `events` to `use`, and removes them again. */
async function withListeners(events: string[], install: () => void, use: (added: Map<string, (...args: unknown[]) => void>) => Promise<void>) {
  const before = new Map(events.map((event) => [event, process.listeners(event as 'SIGINT')]))
  install()
  const added = new Map(events.map((event) => {
    const listener = process.listeners(event as 'SIGINT').find((candidate) => !before.get(event)?.includes(candidate))
    if (!listener) throw new Error(`nothing listens to ${event}`)
    return [event, listener as (...args: unknown[]) => void]
  }))
  try {
    await use(added)
  } finally {
    for (const [event, listener] of added) process.removeListener(event, listener)
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('shutting down', () => {
  let exit: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    // The real timers never run: a forgotten 3-second exit would end the test process.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.useRealTimers())

  it.each(['SIGINT', 'SIGTERM'])('on %s closes everything and exits with status 0', async (signal) => {
    const closers = [vi.fn(() => Promise.resolve()), vi.fn(() => Promise.resolve())]
    await withListeners(['SIGINT', 'SIGTERM'], () => exitOnSignal(...closers), async (added) => {
      added.get(signal)?.(signal)
      await settle()
      expect(console.log).toHaveBeenCalledWith(`${signal} received, shutting down`)
      for (const close of closers) expect(close).toHaveBeenCalledOnce()
      expect(exit).toHaveBeenCalledWith(0)
    })
  })

  it('exits after 3 seconds even when a closer never finishes', async () => {
    await withListeners(['SIGINT', 'SIGTERM'], () => exitOnSignal(() => new Promise(() => undefined)), async (added) => {
      added.get('SIGTERM')?.('SIGTERM')
      await settle()
      vi.advanceTimersByTime(2_999)
      expect(exit).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(exit).toHaveBeenCalledWith(0)
    })
  })

  it.each([
    ['uncaughtException', 'uncaught exception'],
    ['unhandledRejection', 'unhandled promise rejection'],
  ])('on %s logs the error with its cause, closes everything and exits with status 1', async (event, what) => {
    const close = vi.fn(() => Promise.resolve())
    await withListeners(['uncaughtException', 'unhandledRejection'], () => exitOnFatalError(close), async (added) => {
      added.get(event)?.(new Error('cannot read the chapter', { cause: 'disk gone' }))
      await settle()
      expect(console.error).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Lamp stopped: ${what}: Error: cannot read the chapter\\n[^]*caused by: disk gone$`)))
      expect(close).toHaveBeenCalledOnce()
      expect(exit).toHaveBeenCalledWith(1)
    })
  })

  it('exits with status 1 after 3 seconds even when a closer never finishes after a fatal error', async () => {
    await withListeners(['uncaughtException', 'unhandledRejection'], () => exitOnFatalError(() => new Promise(() => undefined)), async (added) => {
      added.get('uncaughtException')?.(new Error('boom'))
      await settle()
      vi.advanceTimersByTime(2_999)
      expect(exit).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(exit).toHaveBeenCalledWith(1)
    })
  })
})
