import type { ActorRefFrom } from 'xstate'
import { waitFor } from 'xstate'
import { awaitingFreshToken, bearerToken, tokenOutcome, type IdentitySnapshot, type identityMachine } from '#machines/identity/identity.machine.ts'
import { httpStatusOf } from './api-base.ts'
import type { ApiClient, ApiRequestOptions } from './api-client.ts'

/** The identity actor: the API client reads its snapshot and sends it `api.unauthorized`. */
export type IdentityRef = ActorRefFrom<typeof identityMachine>

/**
 * Longer than one refresh can take (a turn at the refresh lock, then the token call and userinfo at 10 s
 * each), so a slow refresh still ends in an answer rather than a failed call.
 */
const REFRESH_WAIT_MS = 30_000

function withBearer(options: ApiRequestOptions, token: string): ApiRequestOptions {
  const headers = new Headers(options.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return { ...options, headers }
}

const settled = (actor: IdentityRef): Promise<IdentitySnapshot> =>
  waitFor(actor, (snapshot) => tokenOutcome(snapshot).status !== 'pending', { timeout: REFRESH_WAIT_MS })

/**
 * Adds the member's bearer token to every call for the configured API base (never to another address), and
 * after a 401 asks the identity machine for new tokens: every concurrent 401 sends `api.unauthorized` with the
 * token it carried, the machine runs ONE refresh (a second 401 for the same token finds it already refreshing;
 * one for an old token finds a new one), and each call waits for the outcome and retries once. A failed
 * refresh has already logged the member out, so the original 401 stands. A call made while the held token is
 * known to be spent (expired, or being refreshed) waits for the new one instead of going out without it.
 */
export function withIdentity(client: ApiClient, identity: () => IdentityRef | null): ApiClient {
  const call = async <T,>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
    const actor = client.isApiAddress(path) ? identity() : null
    if (!actor) return client<T>(path, options)
    const current = actor.getSnapshot()
    const token = bearerToken(awaitingFreshToken(current) ? await settled(actor) : current)
    if (!token) return client<T>(path, options)
    try {
      return await client<T>(path, withBearer(options, token))
    } catch (error) {
      if (httpStatusOf(error) !== 401) throw error
      actor.send({ type: 'api.unauthorized', accessToken: token })
      const outcome = tokenOutcome(await settled(actor))
      if (outcome.status !== 'ready') throw error
      return client<T>(path, withBearer(options, outcome.accessToken))
    }
  }
  return Object.assign(call, { isApiAddress: client.isApiAddress })
}
