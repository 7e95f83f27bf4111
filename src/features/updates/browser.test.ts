import { describe, expect, it } from 'vitest'
import { isChunkLoadError, isSlowConnection, LAST_RELOAD_KEY, readLastReload, writeLastReload } from './browser.ts'

describe('update detection in the browser', () => {
  it('treats Save-Data and 2g connections as slow', () => {
    expect(isSlowConnection({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true)
    expect(isSlowConnection({ connection: { effectiveType: 'slow-2g' } })).toBe(true)
    expect(isSlowConnection({ connection: { effectiveType: '2g' } })).toBe(true)
    expect(isSlowConnection({ connection: { effectiveType: '3g' } })).toBe(false)
    expect(isSlowConnection({})).toBe(false)
    expect(isSlowConnection(undefined)).toBe(false)
  })

  it('keeps the last reload time in session storage and survives broken storage', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) }
    expect(readLastReload(storage)).toBeNull()
    writeLastReload(storage, 1_700_000_000_000)
    expect(store.get(LAST_RELOAD_KEY)).toBe('1700000000000')
    expect(readLastReload(storage)).toBe(1_700_000_000_000)
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') } }
    expect(readLastReload(broken)).toBeNull()
    expect(() => writeLastReload(broken, 1)).not.toThrow()
  })

  it('recognises chunk-loading errors of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Network timed out'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
