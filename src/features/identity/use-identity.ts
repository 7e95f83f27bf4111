import { useRouteContext } from '@tanstack/react-router'
import type { UserSummary } from '#machines/identity/identity.machine.ts'
import { identityStatus, type IdentityStatus, type LateIdentity, type LateSession } from './identity-actor.ts'
import { useLateSelector } from './late-actor.ts'

/** The identity actor's handle from the router context (started after hydration; empty on the server). */
export function useIdentityActor(): LateIdentity {
  return useRouteContext({ from: '__root__', select: (context) => context.identity })
}

export function useSessionActor(): LateSession {
  return useRouteContext({ from: '__root__', select: (context) => context.session })
}

// The server cannot know who is signed in (tokens live in the browser), and the actors start only once the server's
// HTML has been hydrated: until then these answer what the server rendered (pending, nobody, no rsid).
export function useIdentityStatus(): IdentityStatus {
  return useLateSelector(useIdentityActor(), identityStatus, 'pending')
}

export function useIdentityUser(): UserSummary | null {
  return useLateSelector(useIdentityActor(), (snapshot) => snapshot.context.user, null)
}

/** Why the last sign-in ended (session expired, a failed callback), once anonymous; none while hydrating. */
export function useIdentityError(): string | null {
  return useLateSelector(useIdentityActor(), (snapshot) => (snapshot.matches('anonymous') ? snapshot.context.error : null), null)
}

export function useSessionRsid(): string | null {
  return useLateSelector(useSessionActor(), (snapshot) => snapshot.context.rsid, null)
}
