import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStore, storedValue, type StorageLike } from './store.ts'

/** A browser's local storage and window, enough for a store: items, and `storage` events from other tabs. */
function fakeBrowser() {
  const items = new Map<string, string>()
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => { items.set(key, value) },
    removeItem: (key) => { items.delete(key) },
  }
  const window = new EventTarget()
  /** Another tab writes the key (null value: removes it; null key: clears the storage). */
  const otherTab = (key: string | null, value: string | null) => {
    if (key === null) items.clear()
    else if (value === null) items.delete(key)
    else items.set(key, value)
    window.dispatchEvent(Object.assign(new Event('storage'), { key }))
  }
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', window)
  return { items, otherTab }
}

const counter = () => storedValue<number>({
  key: 'count',
  parse: (raw) => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0),
  serialize: (count) => (count === 0 ? null : String(count)),
})

afterEach(() => vi.unstubAllGlobals())

describe('storedValue', () => {
  let browser: ReturnType<typeof fakeBrowser>
  beforeEach(() => { browser = fakeBrowser() })

  it('stores the value as its serialized text under the key, and reads it back', () => {
    const store = counter()
    expect(store.get()).toBe(0)
    store.set(3)
    expect(browser.items.get('count')).toBe('3')
    expect(counter().get()).toBe(3)
    store.set(0)
    expect(browser.items.has('count')).toBe(false)
  })

  it('reads unreadable stored text as the default', () => {
    browser.items.set('count', 'not a number')
    expect(counter().get()).toBe(0)
  })

  it('answers the same object while the stored text is unchanged, a new one when it changes', () => {
    const list = storedValue<string[]>({ key: 'list', parse: (raw) => (raw ? raw.split(',') : []), serialize: (items) => items.join(',') })
    list.set(['a'])
    const first = list.get()
    expect(list.get()).toBe(first)
    list.set(['a', 'b'])
    expect(list.get()).toEqual(['a', 'b'])
  })

  it('with nothing stored, answers the very value the server rendered, so hydration has nothing to render again', () => {
    const list = storedValue<string[]>({ key: 'list', parse: (raw) => (raw ? raw.split(',') : []), serialize: (items) => items.join(',') || null })
    const rendered: string[][] = []
    function Reader() {
      rendered.push(list.use())
      return null
    }
    renderToString(createElement(Reader))
    expect(rendered).toHaveLength(1)
    expect(list.get()).toBe(rendered[0])
    list.set(['a'])
    list.set([])
    expect(list.get()).toBe(rendered[0])
  })

  it("tells its listeners of a change in this tab and of another tab's, until they unsubscribe", () => {
    const store = counter()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set(1)
    browser.otherTab('count', '5')
    browser.otherTab('unrelated', 'x')
    browser.otherTab(null, null)
    expect(listener).toHaveBeenCalledTimes(3)
    expect(store.get()).toBe(0)
    unsubscribe()
    store.set(2)
    browser.otherTab('count', '7')
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('keeps a value for this page where storage refuses it, and loses nothing stored before', () => {
    browser.items.set('count', '4')
    const store = counter()
    vi.stubGlobal('localStorage', { getItem: () => '4', setItem: () => { throw new Error('QuotaExceededError') }, removeItem: () => {} })
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(9)
    expect(store.get()).toBe(9)
    expect(listener).toHaveBeenCalledOnce()
    expect(browser.items.get('count')).toBe('4')
  })

  it('uses session storage when asked', () => {
    const session = new Map<string, string>()
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => { session.set(key, value) }, removeItem: () => {} })
    storedValue<string>({ key: 'tab', session: true, parse: (raw) => raw ?? '', serialize: (value) => value }).set('here')
    expect(session.get('tab')).toBe('here')
    expect(browser.items.has('tab')).toBe(false)
  })
})

describe('memoryStore', () => {
  it('keeps a value for this page and tells its listeners only of a real change', () => {
    const store = memoryStore<readonly string[]>([])
    const listener = vi.fn()
    store.subscribe(listener)
    const next = ['toast']
    store.set(next)
    store.set(next)
    expect(store.get()).toBe(next)
    expect(listener).toHaveBeenCalledOnce()
  })
})
