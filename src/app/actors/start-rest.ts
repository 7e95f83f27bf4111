// The second half of the browser's start-up: analytics, the visitor, updates and ads. A chunk of its own, imported as
// start-up begins, so it downloads while the session and identity start, and its machines are built (xstate's
// createMachine, at import) in a task of their own rather than in the one that evaluates the first half
// (docs/decisions/0122).
import type { QueryClient } from '@tanstack/react-query'
import { startAnalytics } from '#src/features/analytics/analytics.ts'
import type { IdentityActor, SessionActor } from '#src/features/identity/identity-actor.ts'
import { nextTask } from '#src/lib/next-task.ts'
import { startInspector } from '../inspect.ts'
import type { AppRouter } from '../router.tsx'
import { connectAdsToRouter, createAdsActor } from './ads.ts'
import type { ChunkFailures } from './chunk-failures.ts'
import { connectUpdatesToRouter, createUpdatesActor } from './updates.ts'
import { startVisitor } from './visitor.ts'

/** What both halves of start-up are given. */
export interface StartUpOptions {
  router: AppRouter
  queryClient: QueryClient
  /** The address as the page arrived with it (the actors clean parameters they have read out of it). */
  url: URL
  /** The build that rendered the page (<meta name="lamp-build-id">). */
  buildId: string
  /** Failed chunk loads, watched since before hydration (the updates actor decides whether to reload). */
  chunkFailures: ChunkFailures
}

/** The second half also gets the actors the first half started. */
export interface StartRestOptions extends StartUpOptions {
  identity: IdentityActor
  session: SessionActor
}

/** Starts analytics, then the visitor, then the updates and ads actors, each step in a task of its own. */
export async function startRest({ router, queryClient, url, identity, session, buildId, chunkFailures }: StartRestOptions): Promise<void> {
  startAnalytics()
  await nextTask()
  startVisitor({ identity, session, queryClient, url })
  await nextTask()
  connectUpdatesToRouter(router, createUpdatesActor(buildId).start(), chunkFailures)
  // With enableAds off the machine stays idle (machines/ads); it still starts, as every long-lived actor does.
  connectAdsToRouter(router, createAdsActor().start())
  void startInspector()
}
