// The composition root's start-up: analytics and every long-lived actor of the browser, started once the server's
// HTML has been hydrated. This module is its own chunk (with xstate and the session and identity machines; the others
// come with ./start-rest.ts), fetched while React hydrates the page, so a first view downloads and runs none of it
// before the page is interactive (docs/decisions/0110, 0122).
import type { AuthActorSlots } from '../auth-handles.ts'
import { nextTask } from '#src/lib/next-task.ts'
import { connectAddressActions } from './address-actions.ts'
import { invalidateOnIdentityChange, startIdentity } from './identity.ts'
import { startSession } from './session.ts'
import type { StartUpOptions } from './start-rest.ts'

export interface StartActorsOptions extends StartUpOptions {
  /** The router context's handles, filled here. */
  slots: AuthActorSlots
}

/**
 * Starts the session, identity, analytics, visitor, updates and ads actors, and connects them to the router. Once
 * per page. Session and identity come first (guards and API calls wait for them), each in a task of its own: a slow
 * phone answers a tap between them instead of after all. The rest comes from a chunk of its own (./start-rest.ts).
 */
export async function startActors({ router, queryClient, url, slots, buildId, chunkFailures }: StartActorsOptions): Promise<void> {
  const rest = import('./start-rest.ts')
  // Called from hydration's effects: their task is long enough already.
  await nextTask()
  // The session first: its rsid goes to the provider.
  const session = startSession(url)
  slots.session.fill(session)
  await nextTask()
  const { identity } = startIdentity({ session, queryClient, url })
  slots.identity.fill(identity)
  invalidateOnIdentityChange(router, identity)
  connectAddressActions({ router, queryClient, identity, session })
  const { startRest } = await rest
  await nextTask()
  await startRest({ router, queryClient, url, identity, session, buildId, chunkFailures })
}
