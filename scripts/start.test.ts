import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../server/config.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'lamp-start-script-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm start', () => {
  it('stops with a message and exit status 1 when the build fails, before anything is prepared or served', () => {
    // DIST_DIR inside a file: no build can be switched there, and the build child says so before building.
    const notAFolder = join(dir, 'a-file')
    writeFileSync(notAFolder, '')
    const dataDir = join(dir, 'data')
    const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT, encoding: 'utf8', timeout: 120_000,
      env: { ...process.env, PORT: '0', IDP_PORT: '0', DATA_DIR: dataDir, DIST_DIR: join(notAFolder, 'dist') },
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('Building the app…')
    expect(result.stderr).toContain(`Building the app failed: Error: DIST_DIR's folder ${notAFolder} is not a folder`)
    expect(result.stderr).toContain('Lamp did not start: building the app failed (exit 1); nothing is served.')
    expect(result.stdout).not.toContain('Lamp is running')
    expect(existsSync(dataDir)).toBe(false)
  }, 150_000)

  it('stops with the variable\'s name and exit status 1 on a bad setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, WEB_CONCURRENCY: 'many' },
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe('Lamp did not start: WEB_CONCURRENCY must be a whole number from 1 to 64, got "many"')
  }, 90_000)
})
