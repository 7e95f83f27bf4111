import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '#scripts/lib/server-process.ts'

/** Which app a second server serves. Without one it serves the suite's build (DIST_DIR, else ./dist) as is. */
export type IsolatedApp =
  /** A copy of a built app in a temp dir, for tests that change its files. */
  | { copyOf: string }
  /** A fresh build (scripts/build.ts --out) into a temp dir, with these variables added to the build's environment. */
  | { buildEnv: Record<string, string> }

export interface IsolatedServerOptions {
  /** Names the temp dirs (`lamp-<name>-data-…`, `lamp-<name>-dist-…`). */
  name: string
  port: number
  /** The server's environment on top of the suite's (DIST_DIR is set when `app` is given). */
  env?: Record<string, string>
  app?: IsolatedApp
}

export interface IsolatedServer {
  url: string
  /** The app's own temp dir, or undefined when it serves the suite's build. */
  distDir: string | undefined
  dataDir: string
  /** Stops the server and removes its temp dirs. */
  stop: () => Promise<void>
}

function prepareApp(app: IsolatedApp, distDir: string): void {
  if ('copyOf' in app) {
    // DIST_DIR is usually a link to the current build: copy the build itself, not the link.
    cpSync(realpathSync(app.copyOf), distDir, { recursive: true })
    return
  }
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts', '--out', distDir], {
    env: { ...process.env, ...app.buildEnv },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`)
}

/**
 * A second app server beside the suite's own, with its own settings, data folder and (optionally) its own
 * build, for a describe block's beforeAll; its `stop` belongs in afterAll.
 */
export async function startIsolatedServer({ name, port, env = {}, app }: IsolatedServerOptions): Promise<IsolatedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `lamp-${name}-data-`))
  const distDir = app ? mkdtempSync(join(tmpdir(), `lamp-${name}-dist-`)) : undefined
  const removeDirs = () => {
    for (const dir of [distDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (app && distDir) prepareApp(app, distDir)
    // One serving process: these servers each try one setting, and the suite's own server runs two.
    const server = await startServer({ port, dataDir, env: { WEB_CONCURRENCY: '1', ...(distDir ? { DIST_DIR: distDir } : {}), ...env } })
    return {
      url: `http://localhost:${port}`,
      distDir,
      dataDir,
      stop: async () => {
        try {
          await server.stop()
        } finally {
          removeDirs()
        }
      },
    }
  } catch (error) {
    removeDirs()
    throw error
  }
}
