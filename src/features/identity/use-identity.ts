import { useHydrated, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { identityStatus, type IdentityActor, type IdentityStatus, type SessionActor } from './identity-actor.ts'
import type { UserSummary } from '../../../machines/identity/identity.machine.ts'

/** The identity actor from the router context (created once in src/app/actors; never started on the server). */
export function useIdentityActor(): IdentityActor {
  return useRouteContext({ from: '__root__', select: (context) => context.identity })
}

export function useSessionActor(): SessionActor {
  return useRouteContext({ from: '__root__', select: (context) => context.session })
}

// The server cannot know who is signed in (tokens live in the browser), so while React hydrates the server's HTML
// these answer what the server rendered (pending, nobody, no rsid); the next render has the browser's answer.
export function useIdentityStatus(): IdentityStatus {
  const status = useSelector(useIdentityActor(), identityStatus)
  return useHydrated() ? status : 'pending'
}

export function useIdentityUser(): UserSummary | null {
  const user = useSelector(useIdentityActor(), (snapshot) => snapshot.context.user)
  return useHydrated() ? user : null
}

/** Why the last sign-in ended (session expired, a failed callback), once anonymous; none while hydrating. */
export function useIdentityError(): string | null {
  const error = useSelector(useIdentityActor(), (snapshot) => (snapshot.matches('anonymous') ? snapshot.context.error : null))
  return useHydrated() ? error : null
}

export function useSessionRsid(): string | null {
  const rsid = useSelector(useSessionActor(), (snapshot) => snapshot.context.rsid)
  return useHydrated() ? rsid : null
}
