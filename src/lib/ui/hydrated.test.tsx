// @vitest-environment jsdom
import { useEffect } from 'react'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type * as Hydrated from './hydrated.ts'

let hydratedModule: typeof Hydrated

beforeEach(async () => {
  // The "moved on" mark is the module's own: each test starts on the page the server rendered.
  vi.resetModules()
  hydratedModule = await import('./hydrated.ts')
  document.body.innerHTML = ''
})

/** Logs each render's answer and when its effects ran: a microtask queued from them marks the end of that flush. */
function Probe({ log }: { log: string[] }) {
  const hydrated = hydratedModule.useHydrated()
  log.push(`render ${hydrated}`)
  useEffect(() => {
    log.push('effects')
    queueMicrotask(() => log.push('effects done'))
  }, [log])
  return <p>{hydrated ? 'taken over' : 'server'}</p>
}

const settled = async (container: HTMLElement, text: string) => {
  for (let tries = 0; tries < 100 && container.textContent !== text; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10))
  return container.textContent
}

describe('useHydrated (decision 0135)', () => {
  test('hydrates as the server rendered it, then turns true in a render of its own, after the effects’ flush', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Probe log={[]} />)
    expect(container.textContent).toBe('server')

    const log: string[] = []
    const recoverable = vi.fn()
    hydrateRoot(container, <Probe log={log} />, { onRecoverableError: recoverable })
    expect(await settled(container, 'taken over')).toBe('taken over')
    // useSyncExternalStore's way (TanStack Router's useHydrated) re-renders synchronously inside the effects' flush:
    // render false, effects, render true, effects done.
    expect(log).toEqual(['render false', 'effects', 'effects done', 'render true'])
    expect(recoverable).not.toHaveBeenCalled()
  })

  test('a component first rendered on the server’s page starts false and turns true', async () => {
    const container = document.createElement('div')
    const log: string[] = []
    createRoot(container).render(<Probe log={log} />)
    expect(await settled(container, 'taken over')).toBe('taken over')
    expect(log[0]).toBe('render false')
  })

  test('once the app has moved on to another page, a new component is true from its first render', async () => {
    hydratedModule.markMovedOn()
    const container = document.createElement('div')
    const log: string[] = []
    createRoot(container).render(<Probe log={log} />)
    expect(await settled(container, 'taken over')).toBe('taken over')
    expect(log).toEqual(['render true', 'effects', 'effects done'])
  })
})
