import { fromPromise } from 'xstate'
import { identityMachine, type Notification, type OidcUser, type TokenEffectInput } from './identity.machine.ts'

/**
 * Test doubles for the effects the composition root provides: every effect is a promise the test settles
 * by hand, every action is recorded. Plain xstate, so the same fakes serve unit and model-based tests.
 */

export type EffectName =
  | 'loadStoredUser' | 'completeSignIn' | 'signinRedirect' | 'signinPopup' | 'signinSilent'
  | 'renewSilently' | 'refreshTokens' | 'signoutRedirect' | 'signoutPopup' | 'signoutSilent'

interface Pending { resolve: (value: unknown) => void; reject: (error: unknown) => void }

export function makeUser(nowMs: number, options: { lifetimeS?: number; roles?: string[]; name?: string; token?: string } = {}): OidcUser {
  return {
    access_token: options.token ?? `access-${nowMs}`,
    refresh_token: 'refresh',
    expires_at: Math.floor(nowMs / 1000) + (options.lifetimeS ?? 3600),
    profile: { sub: 'member-1', name: options.name ?? 'Grace', email: 'grace@example.com', roles: options.roles ?? ['member'] },
  }
}

export interface IdentityFakeOptions {
  /** Called as an effect starts, before it can settle (a fake UserManager removes the user as sign-out starts). */
  onStart?: (name: EffectName) => void
  /** Called as the root's `clearIdentityStorage` runs (UserManager.removeUser). */
  onClearStorage?: () => void
}

export function createIdentityFakes(options: IdentityFakeOptions = {}) {
  const pending = new Map<EffectName, Pending>()
  const calls = new Map<EffectName, number>()
  const notifications: Notification[] = []
  const effects: string[] = []
  const authRedirects: Array<{ returnTo: string; cancelTo: string }> = []
  /** The token each renewal or refresh was started with, in order. */
  const tokenInputs: Array<string | null> = []

  const wait = <T,>(name: EffectName) => {
    calls.set(name, (calls.get(name) ?? 0) + 1)
    options.onStart?.(name)
    return new Promise<T>((resolve, reject) => {
      pending.set(name, { resolve: resolve as (value: unknown) => void, reject })
    })
  }
  const effect = <T,>(name: EffectName) => fromPromise<T>(() => wait<T>(name))
  const tokenEffect = (name: EffectName) =>
    fromPromise<OidcUser | null, TokenEffectInput>(({ input }) => {
      tokenInputs.push(input.accessToken)
      return wait<OidcUser | null>(name)
    })

  const machine = identityMachine.provide({
    actors: {
      loadStoredUser: effect<OidcUser | null>('loadStoredUser'),
      completeSignIn: effect<OidcUser>('completeSignIn'),
      signinRedirect: effect<undefined>('signinRedirect'),
      signinPopup: effect<OidcUser>('signinPopup'),
      signinSilent: effect<OidcUser | null>('signinSilent'),
      renewSilently: tokenEffect('renewSilently'),
      refreshTokens: tokenEffect('refreshTokens'),
      signoutRedirect: effect<undefined>('signoutRedirect'),
      signoutPopup: effect<undefined>('signoutPopup'),
      signoutSilent: effect<undefined>('signoutSilent'),
    },
    actions: {
      notify: (_, params) => { notifications.push(params) },
      storeAuthRedirect: (_, params) => { authRedirects.push(params) },
      removeStaleState: (_, params) => { effects.push(`removeStaleState:${params.maxAgeSeconds}`) },
      clearIdentityStorage: () => {
        effects.push('clearIdentityStorage')
        options.onClearStorage?.()
      },
      clearSubscriptionDate: () => { effects.push('clearSubscriptionDate') },
    },
  })

  const take = (name: EffectName): Pending => {
    const entry = pending.get(name)
    if (!entry) throw new Error(`no pending ${name}`)
    pending.delete(name)
    return entry
  }

  return {
    machine,
    notifications,
    effects,
    authRedirects,
    tokenInputs,
    calls: (name: EffectName) => calls.get(name) ?? 0,
    isPending: (name: EffectName) => pending.has(name),
    /** Settles an effect and lets the promise callbacks and the done event run. */
    async resolve(name: EffectName, value: unknown) { take(name).resolve(value); await settle() },
    async reject(name: EffectName, error: unknown) { take(name).reject(error); await settle() },
  }
}

/** Promise callbacks are microtasks, which fake timers do not touch. */
export async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

/** oidc-client-ts's iframe timeout, and a provider error response, as plain shapes. */
export const timeoutError = Object.assign(new Error('IFrame timed out without a response'), { name: 'ErrorTimeout' })
export const providerError = (code: string) => Object.assign(new Error(code), { error: code })
