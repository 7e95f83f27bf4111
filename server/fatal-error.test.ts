import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { describeError } from './describe-error.ts'

const START_SERVER = fileURLToPath(new URL('./start-server.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'lamp-fatal-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs a process that installs the fatal-error handling the way server/main.ts does, then fails with `failure`. */
function crash(name: string, failure: string) {
  const script = join(dir, `${name}.ts`)
  writeFileSync(script, `
    import { exitOnFatalError } from ${JSON.stringify(START_SERVER)}
    const server = setInterval(() => {}, 1000) // stands in for the listeners that keep a server process alive
    exitOnFatalError(async () => { clearInterval(server); console.log('listeners closed') })
    const cause = new Error('SQLITE_CORRUPT: database disk image is malformed')
    setTimeout(() => { ${failure} }, 10)
  `)
  return spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 })
}

describe('a fatal error', () => {
  it.each([
    ['an exception nothing caught', 'uncaught', "throw new Error('cannot read the chapter', { cause })", 'uncaught exception'],
    ['a promise rejection nobody awaited', 'rejected', "void Promise.reject(new Error('cannot read the chapter', { cause }))", 'unhandled promise rejection'],
  ])('%s is logged with its cause, the listeners close and the process exits with status 1', (_, name, failure, what) => {
    const result = crash(name, failure)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`Lamp stopped: ${what}: Error: cannot read the chapter`)
    expect(result.stderr).toContain('caused by: Error: SQLITE_CORRUPT: database disk image is malformed')
    expect(result.stdout).toContain('listeners closed')
  })
})

describe('describeError', () => {
  it('writes the whole cause chain, and copes with values that are not errors', () => {
    const text = describeError(new Error('outer', { cause: new Error('middle', { cause: 'a string' }) }))
    expect(text).toMatch(/^Error: outer\n/)
    expect(text).toContain('caused by: Error: middle')
    expect(text).toContain('caused by: a string')
    expect(describeError(42)).toBe('42')
  })

  it('writes name and message for an error without a stack, one line per cause', () => {
    const stackless = (message: string, cause?: unknown) => Object.assign(new Error(message, { cause }), { stack: undefined })
    expect(describeError(stackless('outer', stackless('inner')))).toBe('Error: outer\ncaused by: Error: inner')
  })

  it('stops after ten errors of a chain that loops', () => {
    const loop = Object.assign(new Error('again'), { stack: undefined })
    loop.cause = loop
    expect(describeError(loop).split('\n')).toEqual(['Error: again', ...Array<string>(9).fill('caused by: Error: again')])
  })
})
