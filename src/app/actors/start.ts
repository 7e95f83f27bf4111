// The composition root's start-up: analytics and every long-lived actor of the browser, started once the server's HTML has been
// hydrated. This module is its own chunk (with xstate and the machines), fetched while React hydrates the page, so a
// first view downloads and runs none of it before the page is interactive (docs/decisions/0110).
import type { QueryClient } from '@tanstack/react-query'
import type { AuthActorSlots } from '../auth-handles.ts'
import { nextTask } from '../../lib/next-task.ts'
import { startInspector } from '../inspect.ts'
import type { AppRouter } from '../router.tsx'
import type { ChunkFailures } from './chunk-failures.ts'
import { connectAddressActions } from './address-actions.ts'
import { connectAdsToRouter, createAdsActor } from './ads.ts'
import { startAnalytics } from '../../features/analytics/analytics.ts'
import { invalidateOnIdentityChange, startIdentity } from './identity.ts'
import { startSession } from './session.ts'
import { connectUpdatesToRouter, createUpdatesActor } from './updates.ts'
import { startVisitor } from './visitor.ts'

export interface StartActorsOptions {
  router: AppRouter
  queryClient: QueryClient
  /** The address as the page arrived with it (the actors clean parameters they have read out of it). */
  url: URL
  /** The router context's handles, filled here. */
  slots: AuthActorSlots
  /** The build that rendered the page (<meta name="lamp-build-id">). */
  buildId: string
  /** Failed chunk loads, watched since before hydration (the updates actor decides whether to reload). */
  chunkFailures: ChunkFailures
}

/**
 * Starts the session, identity, analytics, visitor, updates and ads actors, and connects them to the router. Once
 * per page. Session and identity come first (guards and API calls wait for them), each in a task of its own: a slow
 * phone answers a tap between them instead of after all.
 */
export async function startActors({ router, queryClient, url, slots, buildId, chunkFailures }: StartActorsOptions): Promise<void> {
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
  await nextTask()
  startAnalytics()
  await nextTask()
  startVisitor({ identity, session, queryClient, url })
  await nextTask()
  connectUpdatesToRouter(router, createUpdatesActor(buildId).start(), chunkFailures)
  // With enableAds off the machine stays idle (machines/ads); it still starts, as every long-lived actor does.
  connectAdsToRouter(router, createAdsActor().start())
  void startInspector()
}
