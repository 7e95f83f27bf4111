import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  DEFAULT_POLL_INTERVAL_MS, RELOAD_GUARD_MS, updatesMachine,
  type LatestBuild, type ReloadSuppressed, type UpdatesInput,
} from './updates.machine.ts'

const CURRENT = 'b-current'
const T0 = new Date('2026-03-01T09:00:00Z').getTime()

function start(input: Partial<UpdatesInput> = {}, latest: () => Promise<LatestBuild> = () => Promise.resolve({ id: CURRENT })) {
  const fetchLatestBuild = vi.fn(latest)
  const fullPageLoad = vi.fn<(href: string) => void>()
  const machine = updatesMachine.provide({
    actors: { fetchLatestBuild: fromPromise(() => fetchLatestBuild()) },
    actions: { fullPageLoad: (_, { href }) => fullPageLoad(href) },
  })
  const actor = createActor(machine, { input: { currentBuildId: CURRENT, ...input } }).start()
  const suppressed: ReloadSuppressed[] = []
  actor.on('reload.suppressed', (event) => suppressed.push(event))
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches({ current: 'checking' }), { timeout: 1000 })
  return { actor, fetchLatestBuild, fullPageLoad, suppressed, settled }
}

describe('updates machine', () => {
  beforeEach(() => { vi.useFakeTimers({ now: T0 }) })
  afterEach(() => { vi.useRealTimers() })

  it('polls every hour by default and when the page becomes visible', async () => {
    const { fetchLatestBuild, actor, settled } = start()
    vi.advanceTimersByTime(DEFAULT_POLL_INTERVAL_MS - 1)
    expect(fetchLatestBuild).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fetchLatestBuild).toHaveBeenCalledTimes(1)
    await settled()
    actor.send({ type: 'page.visible' })
    expect(fetchLatestBuild).toHaveBeenCalledTimes(2)
    await settled()
    expect(actor.getSnapshot().value).toEqual({ current: 'idle' })
  })

  it('ignores a failed poll and keeps polling', async () => {
    const { actor, fetchLatestBuild, settled } = start({ pollIntervalMs: 1000 }, () => Promise.reject(new Error('offline')))
    vi.advanceTimersByTime(1000)
    await settled()
    expect(actor.getSnapshot().value).toEqual({ current: 'idle' })
    expect(actor.getSnapshot().status).toBe('active')
    vi.advanceTimersByTime(1000)
    expect(fetchLatestBuild).toHaveBeenCalledTimes(2)
  })

  it('after a new build is found, the next navigation is a full page load of its address', async () => {
    const { actor, fullPageLoad, settled } = start({}, () => Promise.resolve({ id: 'b-next' }))
    actor.send({ type: 'page.visible' })
    await settled()
    expect(actor.getSnapshot().value).toEqual({ stale: 'updateAvailable' })
    expect(actor.getSnapshot().context.latestBuildId).toBe('b-next')
    actor.send({ type: 'router.beforeNavigate', href: '/bible/new-testament/john/3' })
    expect(fullPageLoad).toHaveBeenCalledExactlyOnceWith('/bible/new-testament/john/3')
  })

  it('treats the same build id as no update', async () => {
    const { actor, fullPageLoad, settled } = start()
    actor.send({ type: 'page.visible' })
    await settled()
    actor.send({ type: 'router.beforeNavigate', href: '/news' })
    expect(fullPageLoad).not.toHaveBeenCalled()
  })

  it('after a chunk-loading error the next navigation reloads; reloadNow reloads the given address at once', () => {
    const later = start()
    later.actor.send({ type: 'chunk.loadFailed' })
    expect(later.fullPageLoad).not.toHaveBeenCalled()
    later.actor.send({ type: 'router.beforeNavigate', href: '/videos' })
    expect(later.fullPageLoad).toHaveBeenCalledExactlyOnceWith('/videos')

    const now = start()
    now.actor.send({ type: 'chunk.loadFailed', href: '/articles/hope', reloadNow: true })
    expect(now.fullPageLoad).toHaveBeenCalledExactlyOnceWith('/articles/hope')
  })

  it('blocks a second reload within 10 s, reports it, and allows it afterwards', () => {
    const { actor, fullPageLoad, suppressed } = start()
    actor.send({ type: 'chunk.loadFailed' })
    actor.send({ type: 'router.beforeNavigate', href: '/a' })
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1)
    actor.send({ type: 'router.beforeNavigate', href: '/b' })
    expect(fullPageLoad.mock.calls).toEqual([['/a']])
    expect(suppressed).toEqual([{ type: 'reload.suppressed', href: '/b', lastReloadAt: T0 }])
    vi.advanceTimersByTime(1)
    actor.send({ type: 'router.beforeNavigate', href: '/c' })
    expect(fullPageLoad.mock.calls).toEqual([['/a'], ['/c']])
  })

  it('honours a reload made by the previous page load (from storage) to stop reload loops', () => {
    vi.setSystemTime(T0 + 3000)
    const { actor, fullPageLoad, suppressed } = start({ lastReloadAt: T0 })
    actor.send({ type: 'chunk.loadFailed', href: '/bible', reloadNow: true })
    expect(fullPageLoad).not.toHaveBeenCalled()
    expect(suppressed).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ stale: 'chunkFailed' })
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 3000)
    actor.send({ type: 'router.beforeNavigate', href: '/bible' })
    expect(fullPageLoad).toHaveBeenCalledExactlyOnceWith('/bible')
  })

  it('stops polling once the tab is known to be stale', async () => {
    const { actor, fetchLatestBuild, settled } = start({ pollIntervalMs: 1000 }, () => Promise.resolve({ id: 'b-next' }))
    vi.advanceTimersByTime(1000)
    await settled()
    vi.advanceTimersByTime(10_000)
    expect(fetchLatestBuild).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches('stale')).toBe(true)
  })

  it('allows preloading unless the connection is slow', () => {
    expect(start().actor.getSnapshot().context.preloadAllowed).toBe(true)
    expect(start({ slowConnection: true }).actor.getSnapshot().context.preloadAllowed).toBe(false)
  })

  it('does not count a manifest without a usable build id as a new build', async () => {
    for (const answer of [{ id: '' }, { id: 42 }, {}] as unknown as LatestBuild[]) {
      const { actor, settled } = start({}, () => Promise.resolve(answer))
      actor.send({ type: 'page.visible' })
      await settled()
      expect(actor.getSnapshot().value, JSON.stringify(answer)).toEqual({ current: 'idle' })
      actor.stop()
    }
  })

  it('a reload exactly 10 s before this page load no longer holds the guard', () => {
    const { actor, fullPageLoad } = start({ lastReloadAt: T0 - RELOAD_GUARD_MS })
    actor.send({ type: 'chunk.loadFailed', href: '/bible', reloadNow: true })
    expect(fullPageLoad).toHaveBeenCalledWith('/bible')
  })

  it('a chunk failure that asks to reload without an address only marks the tab stale', () => {
    const { actor, fullPageLoad, suppressed } = start()
    actor.send({ type: 'chunk.loadFailed', reloadNow: true })
    expect(fullPageLoad).not.toHaveBeenCalled()
    expect(suppressed).toEqual([])
    expect(actor.getSnapshot().matches('stale')).toBe(true)
    actor.send({ type: 'router.beforeNavigate', href: '/news' })
    expect(fullPageLoad).toHaveBeenCalledWith('/news')
  })

  it('reports a refused reload with the address it refused', () => {
    const { actor, fullPageLoad, suppressed } = start({ lastReloadAt: T0 - 3000 })
    actor.send({ type: 'chunk.loadFailed', href: '/bible', reloadNow: true })
    expect(fullPageLoad).not.toHaveBeenCalled()
    expect(suppressed).toEqual([{ type: 'reload.suppressed', href: '/bible', lastReloadAt: T0 - 3000 }])
  })
})
