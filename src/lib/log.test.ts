import { describe, expect, it, vi } from 'vitest'
import { callerFrom, createLogger, minimumLevel } from './log.ts'

function sink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

describe('logging', () => {
  it('logs at debug outside Production or when debug is the string "true", else errors only', () => {
    expect(minimumLevel({ environment: 'Development', debug: '' })).toBe('debug')
    expect(minimumLevel({ environment: 'Staging', debug: 'false' })).toBe('debug')
    expect(minimumLevel({ environment: 'Production', debug: 'true' })).toBe('debug')
    expect(minimumLevel({ environment: 'Production', debug: 'yes' })).toBe('error')
  })

  it('drops everything below error in Production', () => {
    const out = sink()
    const logger = createLogger('test', { level: 'error', sink: out })
    logger.debug('hidden')
    logger.warn('hidden')
    logger.error('shown', 42)
    expect(out.debug).not.toHaveBeenCalled()
    expect(out.warn).not.toHaveBeenCalled()
    expect(out.error).toHaveBeenCalledWith('[lamp:test]', 'shown', 42)
  })

  it('prefixes debug lines with the caller', () => {
    const out = sink()
    function readChapter() {
      createLogger('bible', { level: 'debug', sink: out }).debug('loaded')
    }
    readChapter()
    const [prefix, message] = out.debug.mock.calls[0] ?? []
    expect(prefix).toMatch(/^\[lamp:bible\] readChapter \(log\.test\.ts:\d+\)$/)
    expect(message).toBe('loaded')
  })

  it('reads the caller from V8 and Firefox stacks, skipping the logger itself', () => {
    const v8 = ['Error', '    at emit (http://localhost:3000/src/lib/log.ts:50:20)', '    at ChapterPage (http://localhost:3000/src/features/bible/chapter-page.tsx?t=1:12:7)'].join('\n')
    expect(callerFrom(v8)).toBe('ChapterPage (chapter-page.tsx:12)')
    const firefox = ['emit@http://localhost:3000/assets/log-abc.js:1:10', 'start@http://localhost:3000/assets/index-Bx1.js:3:400'].join('\n')
    expect(callerFrom(firefox)).toBe('start (index-Bx1.js:3)')
    expect(callerFrom(undefined)).toBe('')
  })
})
