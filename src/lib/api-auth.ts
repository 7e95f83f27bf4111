import type { ActorRefFrom } from 'xstate'
import { waitFor } from 'xstate'
import { bearerToken, tokenOutcome, type identityMachine } from '../../machines/identity/identity.machine.ts'
import type { ApiClient, ApiRequestOptions } from './api-client.ts'

/** The identity actor: the API client reads its snapshot and sends it `api.unauthorized`. */
export type IdentityRef = ActorRefFrom<typeof identityMachine>

/** Longer than the silent request timeout (10 s), so a slow refresh still ends in an answer. */
const REFRESH_WAIT_MS = 15_000

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined

function withBearer(options: ApiRequestOptions, token: string): ApiRequestOptions {
  const headers = new Headers(options.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return { ...options, headers }
}

/**
 * Adds the member's bearer token to every call, and after a 401 asks the identity machine for new tokens:
 * every concurrent 401 sends `api.unauthorized` with the token it carried, the machine runs ONE refresh
 * (a second 401 for the same token finds it already refreshing; one for an old token finds a new one),
 * and each call waits for the outcome and retries once. A failed refresh has already logged the member
 * out, so the original 401 stands.
 */
export function withIdentity(client: ApiClient, identity: () => IdentityRef | null): ApiClient {
  return async <T>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
    const actor = identity()
    const token = actor ? bearerToken(actor.getSnapshot()) : null
    if (!actor || !token) return client<T>(path, options)
    try {
      return await client<T>(path, withBearer(options, token))
    } catch (error) {
      if (statusOf(error) !== 401) throw error
      actor.send({ type: 'api.unauthorized', accessToken: token })
      const settled = await waitFor(actor, (snapshot) => tokenOutcome(snapshot).status !== 'pending', { timeout: REFRESH_WAIT_MS })
      const outcome = tokenOutcome(settled)
      if (outcome.status !== 'ready') throw error
      return client<T>(path, withBearer(options, outcome.accessToken))
    }
  }
}
