import { createActor } from 'xstate'
import { identityMachine } from '../../machines/identity/identity.machine.ts'
import { sessionMachine } from '../../machines/session/session.machine.ts'
import type { RouterContext } from './router-context.ts'

/**
 * The identity and session a server render sees: the machines' actors, created but never started, so they run no
 * effect (no storage, no oidc-client-ts, no timers) and answer what a page may know before the browser has read its
 * storage: identity pending, no rsid. Components that show who is signed in wait for hydration (use-identity.ts);
 * member pages render in the browser only (docs/decisions/0041). Actors start in the browser, in src/app/actors.
 */
export function unstartedAuthActors(): Pick<RouterContext, 'identity' | 'session'> {
  const now = () => Date.now()
  return {
    identity: createActor(identityMachine, { input: { now } }),
    session: createActor(sessionMachine, { input: { now, random: () => 0, addressRsid: null } }),
  }
}
