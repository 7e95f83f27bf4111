import type { QueryClient } from '@tanstack/react-query'
import { log } from '#src/lib/log.ts'
import { identityStatus, type IdentityActor } from '../identity/index.ts'
import { accountFavoritesKey, accountFavoritesQuery, addAccountFavorites } from './api/account-favorites.ts'
import { mergeFavorites, MAX_FAVORITES, MAX_FAVORITES_PER_ADD, sameFavorite, type Favorite } from './favorites.ts'
import { readLocalFavorites, writeLocalFavorites } from './local-favorites.ts'

const logger = log.child('favorites')
const running = new Map<string, Promise<Favorite[]>>()

/**
 * Moves a visitor's local favorites into the member's account: every local page the account lacks is added
 * (in batches the service accepts; adding is idempotent, so nothing the account holds is overwritten, even by a
 * change another tab makes meanwhile). Only once the service has stored them all is the local list cleared:
 * any failure leaves it in place, so nothing is lost and the next sign-in (or start) tries again.
 */
export function mergeLocalIntoAccount(queryClient: QueryClient, sub: string): Promise<Favorite[]> {
  const current = running.get(sub)
  if (current) return current
  const run = (async () => {
    const account = await queryClient.fetchQuery({ ...accountFavoritesQuery(sub), staleTime: 0 })
    const local = readLocalFavorites()
    if (local.length === 0) return account
    const merged = mergeFavorites(account, local)
    if (merged.length > MAX_FAVORITES) {
      logger.warn(`not merging: ${merged.length} favorites would exceed the limit of ${MAX_FAVORITES}; the local ones stay on this device`)
      return account
    }
    const missing = local.filter((item) => !account.some((kept) => sameFavorite(kept, item)))
    let saved = account
    for (let start = 0; start < missing.length; start += MAX_FAVORITES_PER_ADD) {
      saved = await addAccountFavorites(missing.slice(start, start + MAX_FAVORITES_PER_ADD))
    }
    queryClient.setQueryData(accountFavoritesKey(sub), saved)
    writeLocalFavorites([])
    logger.info(`merged ${local.length} local favorite(s) into the account`)
    return saved
  })().finally(() => running.delete(sub))
  running.set(sub, run)
  return run
}

/** The start-up's "load favorites" (R-VISIT-1): the account's list (after a merge) for a member, else the local one. */
export async function loadFavorites(identity: IdentityActor, queryClient: QueryClient): Promise<Favorite[]> {
  const snapshot = identity.getSnapshot()
  const sub = snapshot.context.user?.sub
  if (identityStatus(snapshot) === 'member' && sub) return mergeLocalIntoAccount(queryClient, sub)
  return readLocalFavorites()
}

/** Whenever the identity becomes a member (sign-in, silent login, a restored user), merge the local favorites in. */
export function mergeFavoritesOnSignIn(identity: IdentityActor, queryClient: QueryClient): () => void {
  let lastSub: string | null = null
  const check = () => {
    const snapshot = identity.getSnapshot()
    const sub = identityStatus(snapshot) === 'member' ? (snapshot.context.user?.sub ?? null) : null
    if (sub === lastSub) return
    lastSub = sub
    if (sub) mergeLocalIntoAccount(queryClient, sub).catch((error: unknown) => logger.warn('merging local favorites failed; they stay on this device', error))
  }
  check()
  return identity.subscribe(check).unsubscribe
}
