import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { SERVER_NODE_FLAGS } from '#server/config.ts'

export interface RunningServer {
  readyMs: number
  stop: () => Promise<void>
}

/** Starts `server/main.ts` in its own process and resolves once /healthz answers. */
export async function startServer({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }): Promise<RunningServer> {
  const started = performance.now()
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), IDP_PORT: String(port + 1), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('server did not become ready within 120 s')
    try {
      const response = await fetch(`http://localhost:${port}/healthz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const readyMs = performance.now() - started
  return {
    readyMs,
    stop: async () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
      await exited
    },
  }
}
