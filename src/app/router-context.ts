import type { QueryClient } from '@tanstack/react-query'
import type { IdentityActor, SessionActor } from '../features/identity/identity-actor.ts'

/** What every route's beforeLoad/loader receives. Later issues add identity, session, ... here. */
export interface RouterContext {
  queryClient: QueryClient
  /** Who is signed in (machines/identity); guards read it, the header and profile send it events. */
  identity: IdentityActor
  /** The visitor session (machines/session): its rsid goes to the provider and the registration page. */
  session: SessionActor
}
