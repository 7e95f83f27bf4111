import { useCallback, useSyncExternalStore } from 'react'
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate'

/**
 * An actor the browser starts once the page has hydrated (src/app/actors/start.ts), so that neither xstate nor the
 * machines are part of a first view's download. Until then, and always on the server, it is absent: hooks answer
 * what the server rendered, events wait for it, guards wait for it (bounded).
 */
export interface LateActor<A extends AnyActorRef> {
  /** The running actor; null before start-up and on the server. */
  current: () => A | null
  /**
   * The running actor once started. With `timeoutMs`, rejects after that long (a guard must not hang on a start-up
   * that never comes); it rejects at once when start-up has failed (its code could not be loaded).
   */
  started: (timeoutMs?: number) => Promise<A>
  /** Sends now, or as soon as the actor has started. */
  send: (event: EventFrom<A>) => void
  /** Called once, when the actor starts. */
  subscribe: (listener: () => void) => () => void
}

/** What only the composition root may do: give the handle its actor (once), or report that it never will. */
export interface LateActorSlot<A extends AnyActorRef> extends LateActor<A> {
  fill: (actor: A) => void
  fail: (reason: unknown) => void
}

/** How long a page waits at most for start-up, which begins right after hydration. */
export const START_TIMEOUT_MS = 15_000

export class ActorNotStartedError extends Error {
  override readonly name = 'ActorNotStartedError'
}

export function lateActor<A extends AnyActorRef>(name: string): LateActorSlot<A> {
  let actor: A | null = null
  let settle: { fill: (actor: A) => void; fail: (reason: unknown) => void } = { fill: () => {}, fail: () => {} }
  const ready = new Promise<A>((fill, fail) => { settle = { fill, fail } })
  // A failed start-up is reported to whoever waits; nobody waiting is not an unhandled rejection.
  ready.catch(() => {})
  const listeners = new Set<() => void>()
  return {
    current: () => actor,
    started: (timeoutMs) => {
      if (actor) return Promise.resolve(actor)
      if (timeoutMs === undefined) return ready
      return new Promise<A>((done, fail) => {
        const timer = setTimeout(() => fail(new ActorNotStartedError(`the ${name} actor did not start within ${timeoutMs} ms`)), timeoutMs)
        ready.then(done, fail).finally(() => clearTimeout(timer))
      })
    },
    send: (event) => {
      if (actor) actor.send(event)
      else ready.then((started) => started.send(event), () => {})
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    },
    fill: (started) => {
      if (actor) throw new Error(`the ${name} actor has already started`)
      actor = started
      settle.fill(started)
      listeners.forEach((listener) => listener())
      listeners.clear()
    },
    fail: (reason) => settle.fail(new ActorNotStartedError(`the ${name} actor could not start`, { cause: reason })),
  }
}

/**
 * A value of the actor's snapshot for React: `absent` on the server, during hydration and until the actor has
 * started, then the selection (kept in step with every snapshot). `select` must return a stable value for an
 * unchanged snapshot (a primitive or a part of the context), as useSyncExternalStore requires.
 */
export function useLateSelector<A extends AnyActorRef, T>(late: LateActor<A>, select: (snapshot: SnapshotFrom<A>) => T, absent: T): T {
  const subscribe = useCallback((listener: () => void) => {
    let subscription: { unsubscribe: () => void } | null = null
    const follow = () => {
      const actor = late.current()
      if (actor && !subscription) subscription = actor.subscribe(listener)
    }
    const stop = late.subscribe(() => {
      follow()
      listener()
    })
    follow()
    return () => {
      stop()
      subscription?.unsubscribe()
    }
  }, [late])
  const getSnapshot = () => {
    const actor = late.current()
    return actor ? select(actor.getSnapshot() as SnapshotFrom<A>) : absent
  }
  return useSyncExternalStore(subscribe, getSnapshot, () => absent)
}
