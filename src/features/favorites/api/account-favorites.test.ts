import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Favorite } from '../favorites.ts'
import { accountFavoritesKey, favoriteChangeOptions, type FavoriteChange } from './account-favorites.ts'

const SUB = 'member-1'
const fav = (path: string): Favorite => ({ kind: 'video', path, title: path, addedAt: '2025-01-01T00:00:00.000Z' })
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The favorites service with a slow network: per-item changes on a stored list, and a log of overlapping calls. */
function slowService(latencyMs: number | ((change: string) => number), refuse: (change: string) => boolean = () => false) {
  let stored: Favorite[] = []
  let inFlight = 0
  let mostInFlight = 0
  const order: string[] = []
  const call = async (label: string, apply: (list: Favorite[]) => Favorite[]) => {
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    order.push(label)
    await delay(typeof latencyMs === 'number' ? latencyMs : latencyMs(label))
    inFlight -= 1
    if (refuse(label)) throw new Error(`refused ${label}`)
    stored = apply(stored)
    return stored
  }
  return {
    send: {
      add: (favorites: readonly Favorite[]) => call(`add ${favorites.map((item) => item.path).join()}`, (list) => [...list, ...favorites.filter((item) => !list.some((kept) => kept.path === item.path))]),
      remove: (target: Pick<Favorite, 'kind' | 'path'>) => call(`remove ${target.path}`, (list) => list.filter((item) => item.path !== target.path)),
    },
    stored: () => stored,
    order,
    mostInFlight: () => mostInFlight,
  }
}

function start(service: ReturnType<typeof slowService>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryDefaults(accountFavoritesKey(SUB), { queryFn: async () => service.stored() })
  queryClient.setQueryData(accountFavoritesKey(SUB), [])
  const change = (value: FavoriteChange) =>
    new MutationObserver(queryClient, favoriteChangeOptions(queryClient, SUB, service.send)).mutate(value).catch(() => undefined)
  const shown = () => (queryClient.getQueryData<Favorite[]>(accountFavoritesKey(SUB)) ?? []).map((item) => item.path)
  return { queryClient, change, shown }
}

describe('the favorites write queue', () => {
  it('three quick saves are sent one after another, in order, all shown at once, and all stored', async () => {
    const service = slowService(60)
    const { change, shown, queryClient } = start(service)
    const saves = [change({ type: 'add', favorite: fav('/a') })]
    await delay(20)
    saves.push(change({ type: 'add', favorite: fav('/b') }))
    saves.push(change({ type: 'add', favorite: fav('/c') }))
    await delay(1)
    expect(shown()).toEqual(['/a', '/b', '/c'])
    await Promise.all(saves)
    await queryClient.refetchQueries({ queryKey: accountFavoritesKey(SUB) })
    expect(service.mostInFlight()).toBe(1)
    expect(service.order).toEqual(['add /a', 'add /b', 'add /c'])
    expect(service.stored().map((item) => item.path)).toEqual(['/a', '/b', '/c'])
    expect(shown()).toEqual(['/a', '/b', '/c'])
  })

  it('an add and a quick remove of the same page land in that order, even when the add is slower', async () => {
    const service = slowService((label) => (label.startsWith('add') ? 60 : 5))
    const { change } = start(service)
    await Promise.all([change({ type: 'add', favorite: fav('/a') }), change({ type: 'remove', target: { kind: 'video', path: '/a' } })])
    expect(service.order).toEqual(['add /a', 'remove /a'])
    expect(service.stored()).toEqual([])
  })

  it('a refused save goes back on its own while the others keep showing', async () => {
    const service = slowService(20, (label) => label === 'add /b')
    const { change, shown } = start(service)
    const saves = [change({ type: 'add', favorite: fav('/a') }), change({ type: 'add', favorite: fav('/b') }), change({ type: 'add', favorite: fav('/c') })]
    await Promise.all(saves)
    expect(service.stored().map((item) => item.path)).toEqual(['/a', '/c'])
    expect(shown()).toEqual(['/a', '/c'])
  })
})
