import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { DEFAULT_SEEDS } from './db/database.ts'
import { freePort } from './identity/testing.ts'
import { writeFakeBuild } from './testing/fake-build.ts'
import { copySeededTemplate } from './testing/seeded-template.ts'

const EVENTS = ['SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection']
const listenersOf = (event: string) => process.listeners(event as 'SIGINT') as Array<(...args: unknown[]) => void>

const root = mkdtempSync(join(tmpdir(), 'lamp-main-'))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  rmSync(root, { recursive: true, force: true })
})

it('npm start serves the built app on the configured port, says where, and stops on SIGTERM', async () => {
  const [appPort, idpPort] = [await freePort(), await freePort()]
  const dataDir = join(root, 'data')
  mkdirSync(dataDir)
  copySeededTemplate(dataDir, DEFAULT_SEEDS)
  writeFakeBuild(join(root, 'dist'), 'build-main')
  for (const [name, value] of Object.entries({ PORT: appPort, IDP_PORT: idpPort, DATA_DIR: dataDir, DIST_DIR: join(root, 'dist') })) vi.stubEnv(name, String(value))
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
  // Its 3-second exit timer must never run for real: it would end the test process.
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  const before = new Map(EVENTS.map((event) => [event, listenersOf(event)]))

  await import('./main.ts')
  const added = EVENTS.flatMap((event) => listenersOf(event).filter((l) => !before.get(event)?.includes(l)).map((l) => [event, l] as const))
  try {
    expect(log).toHaveBeenCalledWith(`Lamp is running at http://localhost:${appPort}`)
    const page = await fetch(`http://localhost:${appPort}/about`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<p id="build">build-main</p>')

    const stop = added.find(([event]) => event === 'SIGTERM')?.[1]
    stop?.('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    expect(await fetch(`http://localhost:${appPort}/healthz`).then(() => 'answered', () => 'closed')).toBe('closed')
  } finally {
    for (const [event, listener] of added) process.removeListener(event, listener)
  }
})
