import { isBotVisitor } from './bot.ts'
import { settings, type Settings } from './settings.ts'

type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 }

/** Debug with caller context outside Production or when settings.debug is 'true'; otherwise errors only (R-SET-4). */
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

export interface LoggerOptions {
  level?: Level
  /** Prefix each line with the calling function and file (`at chapterPage (chapter-page.tsx:12)`). */
  callerInfo?: boolean
  /** Where lines go (tests); the browser console by default. */
  sink?: Pick<Console, Level>
}

/**
 * The frame below the logger's own in a stack taken inside it: the code that called the logger. It is
 * picked by position, not by file name, because in a build the logger shares a chunk with its callers.
 * Stack formats differ (V8 `at fn (url:line:col)`, Firefox/Safari `fn@url:line:col`); an unreadable stack gives ''.
 */
export function callerFrom(stack: string | undefined): string {
  if (!stack) return ''
  const frames = stack.split('\n').map((line) => line.trim()).filter((line) => /:\d+:\d+\)?$/.test(line))
  const caller = frames[1]
  if (!caller) return ''
  const v8 = /^at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/.exec(caller)
  const other = /^(.*?)@(.+?):(\d+):\d+$/.exec(caller)
  const match = v8 ?? other
  if (!match) return ''
  const [, name, url = '', line] = match
  const file = url.replace(/[?#].*$/, '').split('/').pop() ?? url
  return name ? `${name} (${file}:${line})` : `${file}:${line}`
}

export function createLogger(scope: string, options: LoggerOptions = {}): Logger {
  const level = options.level ?? minimumLevel(settings)
  const callerInfo = options.callerInfo ?? level === 'debug'
  const sink = options.sink ?? console
  const emit = (at: Level) => (...args: unknown[]) => {
    if (order[at] < order[level]) return
    const caller = callerInfo ? callerFrom(new Error().stack) : ''
    sink[at](caller ? `[lamp:${scope}] ${caller}` : `[lamp:${scope}]`, ...args)
  }
  return {
    debug: emit('debug'),
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    child: (name) => createLogger(`${scope}:${name}`, { level, callerInfo, sink }),
  }
}

export const log = createLogger('app')

/** True when an error page must not be rendered (R-SHELL-3: a bot or crawler gets the error logged only). */
export function errorPageSuppressed(): boolean {
  return isBotVisitor()
}
