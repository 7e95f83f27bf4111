import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyStateNode, type StateValue } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { createIdentityFakes, makeUser, providerError, timeoutError, type EffectName } from './identity.fakes.ts'
import {
  bearerToken,
  errorCode,
  identityMachine,
  type IdentityEvent,
  type IdentityInput,
  type IdentitySnapshot,
  type OidcUser,
} from './identity.machine.ts'
import { expiredAtMs, expiringAtMs } from './identity.helpers.ts'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const member = makeUser(T0, { token: 'token-1' })
const staleMember = makeUser(T0 - 7200_000, { token: 'token-0' })

const done = (name: EffectName, output: OidcUser | null | undefined) =>
  ({ type: `xstate.done.actor.${name}`, output, actorId: name }) as IdentityEvent
const failed = (name: EffectName, error: unknown) => ({ type: `xstate.error.actor.${name}`, error, actorId: name }) as IdentityEvent

/** Payloads for the events whose branches depend on them; all other events are generated bare. */
const modelEvents: IdentityEvent[] = [
  { type: 'user.signIn', method: 'redirect', returnTo: '/bible' },
  { type: 'user.signIn', method: 'popup' },
  { type: 'user.signIn', method: 'silent' },
  { type: 'user.signOut', method: 'redirect' },
  { type: 'user.signOut', method: 'popup' },
  { type: 'user.signOut', method: 'silent' },
  { type: 'oidc.userLoaded', user: member },
  { type: 'tabs.userStored', user: member },
  { type: 'tabs.userStored', user: staleMember },
  { type: 'oidc.silentRenewError', error: timeoutError },
  { type: 'oidc.silentRenewError', error: providerError('login_required') },
  { type: 'api.unauthorized' },
  { type: 'api.unauthorized', accessToken: 'replaced-token' },
  done('loadStoredUser', member), done('loadStoredUser', staleMember), done('loadStoredUser', null),
  failed('loadStoredUser', providerError('storage_unavailable')),
  done('completeSignIn', member), failed('completeSignIn', providerError('State does not match')), failed('completeSignIn', providerError('access_denied')),
  failed('signinRedirect', providerError('network_error')),
  done('signinPopup', member), failed('signinPopup', providerError('Popup closed by user')),
  done('signinSilent', member), done('signinSilent', null),
  failed('signinSilent', providerError('login_required')), failed('signinSilent', providerError('server_error')),
  done('renewSilently', member), done('renewSilently', null),
  failed('renewSilently', timeoutError), failed('renewSilently', providerError('login_required')),
  done('refreshTokens', member), done('refreshTokens', null), failed('refreshTokens', providerError('invalid_grant')),
  failed('signoutRedirect', providerError('no_end_session_endpoint')),
  done('signoutPopup', undefined), failed('signoutPopup', providerError('Popup closed by user')),
  done('signoutSilent', undefined), failed('signoutSilent', providerError('network_error')),
]

const describeEvent = (event: IdentityEvent) => JSON.stringify(event, (key, value: unknown) => (key === 'user' || key === 'output' ? (value as OidcUser | null)?.expires_at ?? value : value))

/** Every (state, event, next state) triple is its own model state, so shortest paths take every transition. */
function modelFor(input: IdentityInput, stopWhen?: (snapshot: IdentitySnapshot) => boolean) {
  return createTestModel(identityMachine, {
    input,
    events: modelEvents,
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify(snapshot.value)} via ${event ? describeEvent(event) : 'start'} from ${JSON.stringify(previous?.value ?? null)}`,
    ...(stopWhen ? { stopWhen } : {}),
  })
}

const shortEvent = (event: IdentityEvent) => {
  if ('method' in event) return `${event.type}(${event.method})`
  if ('output' in event) return `${event.type.replace('xstate.done.actor.', 'done:')}(${event.output ? 'user' : String(event.output)})`
  if ('error' in event) return `${event.type.replace('xstate.error.actor.', 'error:')}(${errorCode(event.error)})`
  if (event.type === 'api.unauthorized') return event.accessToken ? 'api.unauthorized(replaced token)' : 'api.unauthorized'
  return event.type
}
const pathName = (state: IdentitySnapshot, events: IdentityEvent[]) =>
  `reaches ${leafPaths(state.value).join('+')} via ${events.filter((event) => (event.type as string) !== 'xstate.init').map(shortEvent).join(' → ') || 'start'}`

const leafPaths = (value: StateValue, prefix = ''): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : Object.entries(value).flatMap(([key, child]) => (child ? leafPaths(child, `${prefix}${key}.`) : [`${prefix}${key}`]))

function definition(node: AnyStateNode, states: string[] = [], transitions: string[] = []) {
  const children = Object.values(node.states)
  if (children.length === 0) states.push(node.path.join('.'))
  for (const [eventType, list] of node.transitions) list.forEach((_, index) => transitions.push(`${node.id} ${eventType} #${index}`))
  for (const child of children) definition(child, states, transitions)
  return { states, transitions }
}

const visitedStates = new Set<string>()
const takenTransitions = new Set<string>()

const startedOnCallback = (snapshot: IdentitySnapshot) => !snapshot.matches('starting') && !snapshot.matches({ signingIn: 'callback' })
const suites: Array<[string, IdentityInput, ((snapshot: IdentitySnapshot) => boolean) | undefined]> = [
  ['plain start', { now: () => T0 }, undefined],
  ['action=login', { now: () => T0, action: 'login' }, (snapshot) => !snapshot.matches('starting')],
  ['action=logout', { now: () => T0, action: 'logout' }, (snapshot) => !snapshot.matches('starting')],
  ['sign-in callback', { now: () => T0, callback: true }, startedOnCallback],
]

describe.each(suites)('identity machine model (%s)', (_, input, stopWhen) => {
  beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(T0) })
  afterEach(() => { vi.useRealTimers() })

  for (const path of modelFor(input, stopWhen).getShortestPaths()) {
    it(pathName(path.state, path.steps.map((step) => step.event)), async () => {
      const fakes = createIdentityFakes()
      const actor = createActor(fakes.machine, {
        input: { ...input, now: () => Date.now() },
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return
          for (const t of inspection._transitions) {
            takenTransitions.add(`${t.source.id} ${t.eventType} #${t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1}`)
          }
        },
      }).start()
      const context = () => actor.getSnapshot().context
      /** Model payloads are dated T0; the system under test gets the same user dated "now". */
      const fresh = (user: OidcUser | null | undefined) =>
        user && user.expires_at !== undefined && user.expires_at * 1000 < T0
          ? makeUser(Date.now() - 7200_000, { token: 'token-0' })
          : user ? makeUser(Date.now(), { token: `token-${Date.now()}` }) : user
      const send = (event: IdentityEvent) => {
        actor.send(event.type === 'oidc.userLoaded' || event.type === 'tabs.userStored' ? { ...event, user: fresh(event.user) ?? event.user } : event)
      }
      const settleEffect = async (event: IdentityEvent) => {
        const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as EffectName
        if ('output' in event) await fakes.resolve(name, fresh(event.output as OidcUser | null | undefined))
        else if ('error' in event) await fakes.reject(name, event.error)
      }
      const executors: Record<string, (step: { event: { type: string } }) => Promise<void> | void> = {
        // Timers are driven by time, never by sending their events.
        'tokens.tick': () => { vi.advanceTimersToNextTimer() },
        'tokens.expiring': () => { vi.advanceTimersByTime(expiringAtMs(context().expiresAt ?? 0) - Date.now()) },
        'tokens.expired': () => { vi.setSystemTime(expiredAtMs(context().expiresAt ?? 0)); vi.advanceTimersToNextTimer() },
        'renew.retry': () => { vi.advanceTimersToNextTimer() },
      }
      const stateChecks = {
        '*': (state: IdentitySnapshot) => {
          const snapshot = actor.getSnapshot()
          expect(snapshot.value).toEqual(state.value)
          for (const leaf of leafPaths(snapshot.value)) visitedStates.add(leaf)
          // Invariants a component or the API client relies on.
          if (snapshot.matches('loggedIn')) expect(bearerToken(snapshot)).toBeTruthy()
          else expect(bearerToken(snapshot)).toBeNull()
          if (snapshot.matches('anonymous')) expect(snapshot.context.user).toBeNull()
          if (snapshot.matches({ loggedIn: { renewing: 'requesting' } })) expect(fakes.isPending('renewSilently')).toBe(true)
          if (snapshot.matches({ loggedIn: 'refreshing' }) || snapshot.matches('expired')) expect(fakes.isPending('refreshTokens')).toBe(true)
        },
      }
      await path.test({
        states: stateChecks,
        events: new Proxy(executors, {
          get: (target, type: string) =>
            target[type] ??
            ((step: { event: { type: string } }) => {
              const event = step.event as IdentityEvent
              return event.type.startsWith('xstate.') ? settleEffect(event) : send(event)
            }),
        }),
      })
      actor.stop()
    })
  }
})

// Runs after every path above (tests run in order): the paths, as executed, took every transition.
it('the paths visit every state and take every transition of the definition', () => {
  const { states, transitions } = definition(identityMachine.root)
  expect([...visitedStates].sort()).toEqual([...states].sort())
  expect(transitions.filter((transition) => !takenTransitions.has(transition))).toEqual([])
  expect(transitions.length).toBeGreaterThan(60)
})
