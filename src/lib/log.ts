import { settings, type Settings } from './settings.ts'

type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 }

/** Debug with caller context outside Production or when settings.debug is 'true'; otherwise errors only. */
export function minimumLevel(s: Pick<Settings, 'environment' | 'debug'>): Level {
  return s.environment !== 'Production' || s.debug === 'true' ? 'debug' : 'error'
}

export interface Logger {
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
  child(scope: string): Logger
}

export function createLogger(scope: string, level: Level = minimumLevel(settings)): Logger {
  const emit = (at: Level) => (...args: unknown[]) => {
    if (order[at] < order[level]) return
    console[at](`[lamp:${scope}]`, ...args)
  }
  return {
    debug: emit('debug'),
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    child: (name) => createLogger(`${scope}:${name}`, level),
  }
}

export const log = createLogger('app')
