import { resolve } from 'node:path'

/** Process configuration of the reference server (not the browser's settings: see settings.ts). */
export interface ServerConfig {
  port: number
  idpPort: number
  dataDir: string
  distDir: string
  nodeEnv: string
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

export function readConfig(env: Env = process.env): ServerConfig {
  return {
    port: port(env, 'PORT', 3000),
    idpPort: port(env, 'IDP_PORT', 3001),
    dataDir: resolve(env['DATA_DIR'] || './data'),
    distDir: resolve(env['DIST_DIR'] || './dist'),
    nodeEnv: env['NODE_ENV'] || 'development',
  }
}
