import { afterEach, describe, expect, it, vi } from 'vitest'
import { WRITE_TIMEOUT_MS } from '#src/lib/http.ts'
import { scriptedFetch } from '#src/lib/http.fakes.ts'
import { applySettings, defaultSettings } from '#src/lib/settings.ts'
import { sendFacebookEvent } from './analytics.ts'
import { gtmScriptUrl, injectGtm, isValidGtmId } from './gtm.ts'
import { claimOncePerSession, SENT_EVENTS_KEY } from './once-per-session.ts'

/** Just enough of a DOM for injectGtm: a head that collects scripts. */
function fakeDocument() {
  const scripts: Array<{ src: string; async: boolean; dataset: Record<string, string> }> = []
  const doc = {
    head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
    createElement: () => ({ src: '', async: false, dataset: {} }),
    querySelector: () => (scripts.length > 0 ? scripts[0] : null),
  }
  return { doc: doc as unknown as Document, scripts }
}

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() { return data.size },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => { data.delete(key) },
    setItem: (key, value) => { data.set(key, value) },
  }
}

describe('analytics gating', () => {
  it.each(['GTM-ABC123', 'GTM-1', 'GTM-K9Z'])('accepts the container id %s', (id) => expect(isValidGtmId(id)).toBe(true))
  it.each(['', 'GTM-', 'gtm-abc123', 'GTM-abc', 'UA-12345', 'GTM-ABC 123', 'GTM-ABC123"><script>', ' GTM-ABC'])(
    'refuses the container id %j', (id) => expect(isValidGtmId(id)).toBe(false))

  it('adds the tag manager script once for a valid id, with the id in Google’s address', () => {
    const { doc, scripts } = fakeDocument()
    const win = {} as Window
    expect(injectGtm('GTM-ABC123', doc, win)).toBe(true)
    expect(injectGtm('GTM-ABC123', doc, win)).toBe(true)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe(gtmScriptUrl('GTM-ABC123'))
    expect(scripts[0]?.src).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-ABC123$/)
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' })
  })

  it('adds nothing and touches no data layer for an invalid or empty id', () => {
    for (const id of ['', 'GTM-abc', 'nonsense']) {
      const { doc, scripts } = fakeDocument()
      const win = {} as Window
      expect(injectGtm(id, doc, win)).toBe(false)
      expect(scripts).toEqual([])
      expect(win.dataLayer).toBeUndefined()
    }
  })

  it('lets a once-per-session event through the first time only, per name', () => {
    const storage = memoryStorage()
    expect(claimOncePerSession('PageView', storage)).toBe(true)
    expect(claimOncePerSession('PageView', storage)).toBe(false)
    expect(claimOncePerSession('Lead', storage)).toBe(true)
    expect(JSON.parse(storage.getItem(SENT_EVENTS_KEY) ?? '')).toEqual(['PageView', 'Lead'])
  })

  it('treats an unreadable record as nothing sent yet', () => {
    const storage = memoryStorage()
    storage.setItem(SENT_EVENTS_KEY, '{not json')
    expect(claimOncePerSession('PageView', storage)).toBe(true)
  })
})

describe('conversion events', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    applySettings(defaultSettings)
  })

  it('are posted once under the HTTP policy: never retried, given up at the write deadline', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { userAgent: 'test-agent' })
    applySettings({ ...defaultSettings, leadPathingBase: 'http://leads.test/lead-pathing' })
    const { fetch, sent } = scriptedFetch(['hang'])
    vi.stubGlobal('fetch', fetch)
    const failed = expect(sendFacebookEvent('PageView', 'http://app.test/bible')).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS)
    await failed
    expect(sent).toEqual([{
      url: 'http://leads.test/lead-pathing/facebookconversions/bible/event',
      method: 'POST',
      body: { event: 'PageView', eventSourceUrl: 'http://app.test/bible', userAgent: 'test-agent' },
    }])
  })

  it('send nothing while lead pathing is switched off', async () => {
    applySettings({ ...defaultSettings, leadPathingBase: '' })
    const { fetch, sent } = scriptedFetch()
    vi.stubGlobal('fetch', fetch)
    await sendFacebookEvent('PageView', 'http://app.test/')
    expect(sent).toEqual([])
  })
})
