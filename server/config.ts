import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'

/** Process configuration of the reference server (not the browser's settings: see settings.ts). */
export interface ServerConfig {
  port: number
  idpPort: number
  dataDir: string
  distDir: string
  nodeEnv: string
  /** Where browsers open the app (scheme, host and port): absolute links and redirect URIs are built from it. */
  appOrigin: string
  /** Serving processes of `npm start` (WEB_CONCURRENCY; one per core by default): ./cluster.ts. */
  workers: number
}

type Env = Record<string, string | undefined>

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  // A typo in a port must stop the start, not silently bind somewhere else.
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number, got "${raw}"`)
  return value
}

/** An http(s) origin; a path or anything else in it is a configuration mistake, not something to guess around. */
function origin(env: Env, name: string, fallback: string): string {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const url = URL.canParse(raw) ? new URL(raw) : null
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) throw new Error(`${name} must be an origin such as https://lamp.example.com, got "${raw}"`)
  return url.origin
}

/** More serving processes than this is a typo (each holds a few hundred megabytes), not a plan. */
export const MAX_WORKERS = 64

function workers(env: Env): number {
  const raw = env['WEB_CONCURRENCY']
  if (raw === undefined || raw === '') return availableParallelism()
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > MAX_WORKERS) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS}, got "${raw}"`)
  return value
}

export function readConfig(env: Env = process.env): ServerConfig {
  const appPort = port(env, 'PORT', 3000)
  return {
    port: appPort,
    idpPort: port(env, 'IDP_PORT', 3001),
    dataDir: resolve(env['DATA_DIR'] || './data'),
    distDir: resolve(env['DIST_DIR'] || './dist'),
    nodeEnv: env['NODE_ENV'] || 'development',
    appOrigin: origin(env, 'APP_ORIGIN', `http://localhost:${appPort}`),
    workers: workers(env),
  }
}

/** The configuration, or a one-line reason on stderr and exit status 1: a start's mistake is a message, not a stack. */
export function readConfigOrExit(env: Env = process.env): ServerConfig {
  try {
    return readConfig(env)
  } catch (error) {
    console.error(`Lamp did not start: ${(error as Error).message}`)
    process.exit(1)
  }
}

/**
 * The flags the server's Node process runs with in production (docs/operations.md) and in the load tests; a cluster's
 * workers inherit them, so the cap is per serving process. Without a cap V8 lets garbage pile up: answers of a few
 * megabytes, asked for quickly, let the heap and resident memory grow far past what the server holds live before a
 * full collection; with the cap it collects sooner (performance log).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'] as const
