import type { InspectionEvent, Observer } from 'xstate'

/**
 * Live statecharts in the Stately inspector. Every actor the app creates passes
 * `...inspectOption()` to `createActor`/`useActorRef`; children are inspected through their root.
 *
 * On with `?inspect` in a development build, or in any build made with `VITE_INSPECT=1`. Otherwise
 * `inspectOption()` is `{}` and, because the condition below is a build-time constant, the bundler drops
 * the inspector's chunk: a production build contains no trace of `@statelyai/inspect`.
 */
declare global {
  interface ImportMetaEnv {
    /** '1' turns the inspector on in a production build (vite.config.ts defines it, '' when unset). */
    readonly VITE_INSPECT: string
  }
  interface Window {
    /** A test's stand-in for the inspector window (Playwright sets it before the app starts). */
    __LAMP_INSPECT_ADAPTER__?: { send: (event: unknown) => void }
  }
}

const INSPECTOR_BUILD = import.meta.env.VITE_INSPECT === '1' || import.meta.env.DEV

/** Actors are created at start-up, the inspector arrives a moment later (a lazy chunk): hold events till then. */
const MAX_BUFFERED = 2000
let target: Observer<InspectionEvent> | null = null
const buffered: InspectionEvent[] = []

const relay: Observer<InspectionEvent> = {
  next(event) {
    if (target) target.next?.(event)
    else if (buffered.push(event) > MAX_BUFFERED) buffered.shift()
  },
}

export function inspectionEnabled(): boolean {
  if (!INSPECTOR_BUILD) return false
  if (import.meta.env.VITE_INSPECT === '1') return true
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect')
}

/** Spread into every `createActor(logic, { ...inspectOption() })` of the app. */
export function inspectOption(): { inspect?: Observer<InspectionEvent> } {
  return inspectionEnabled() ? { inspect: relay } : {}
}

/** Opens the inspector (a popup at stately.ai, or a test's adapter) and replays what happened before it. */
export async function startInspector(): Promise<void> {
  if (!INSPECTOR_BUILD || !inspectionEnabled() || target) return
  const { createLampInspector } = await import('./inspector.ts')
  const inspector = createLampInspector(window.__LAMP_INSPECT_ADAPTER__)
  target = inspector.inspect
  for (const event of buffered.splice(0)) target.next?.(event)
}
