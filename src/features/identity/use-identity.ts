import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { identityStatus, type IdentityActor, type IdentityStatus, type SessionActor } from './identity-actor.ts'
import type { UserSummary } from '../../../machines/identity/identity.machine.ts'

/** The identity actor from the router context (created once in src/app/actors). */
export function useIdentityActor(): IdentityActor {
  return useRouteContext({ from: '__root__', select: (context) => context.identity })
}

export function useSessionActor(): SessionActor {
  return useRouteContext({ from: '__root__', select: (context) => context.session })
}

export function useIdentityStatus(): IdentityStatus {
  return useSelector(useIdentityActor(), identityStatus)
}

export function useIdentityUser(): UserSummary | null {
  return useSelector(useIdentityActor(), (snapshot) => snapshot.context.user)
}

export function useSessionRsid(): string | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.rsid)
}
