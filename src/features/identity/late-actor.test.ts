import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { ActorNotStartedError, lateActor } from './late-actor.ts'

// A stand-in with one event, so the handle's waiting and forwarding are visible from outside.
const toggle = createMachine({
  types: {} as { events: { type: 'flip' } },
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})
const running = () => createActor(toggle).start()

describe('lateActor', () => {
  afterEach(() => { vi.useRealTimers() })

  it('holds nothing until the composition root fills it', () => {
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    expect(handle.current()).toBeNull()
    const actor = running()
    handle.fill(actor)
    expect(handle.current()).toBe(actor)
  })

  it('delivers an event sent before start-up once the actor is there', async () => {
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    handle.send({ type: 'flip' })
    const actor = running()
    handle.fill(actor)
    await handle.started()
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('on')
  })

  it('tells its subscribers once, when the actor starts', () => {
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    const heard = vi.fn()
    handle.subscribe(heard)
    handle.fill(running())
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('gives up waiting after the timeout, so a guard never hangs on a start-up that never comes', async () => {
    vi.useFakeTimers()
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    const waiting = handle.started(1000)
    const outcome = expect(waiting).rejects.toBeInstanceOf(ActorNotStartedError)
    await vi.advanceTimersByTimeAsync(1000)
    await outcome
  })

  it('answers a waiter at once when start-up has failed', async () => {
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    const waiting = handle.started(60_000)
    handle.fail(new Error('chunk gone'))
    await expect(waiting).rejects.toBeInstanceOf(ActorNotStartedError)
  })

  it('resolves a waiter with the actor when it starts within the timeout', async () => {
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    const waiting = handle.started(60_000)
    const actor = running()
    handle.fill(actor)
    await expect(waiting).resolves.toBe(actor)
  })

  it('refuses a second actor', () => {
    const handle = lateActor<ReturnType<typeof running>>('toggle')
    handle.fill(running())
    expect(() => handle.fill(running())).toThrow(/already started/)
  })
})
