/**
 * Which access tokens a tab of this browser has already refreshed away, kept in IndexedDB. Local storage is
 * not enough to tell: each tab reads its own copy, and a write by the tab that just refreshed can reach the next
 * tab after the refresh lock does, so that tab would read the old user and spend a refresh token that has
 * already been used (the provider then ends the whole session). IndexedDB commits in one place for all tabs: a
 * record written before the lock is released is there when the next tab holds it. Tokens are kept as SHA-256
 * digests, the last few only.
 */

export interface RefreshLedger {
  wasReplaced: (accessToken: string) => Promise<boolean>
  noteReplaced: (accessToken: string) => Promise<void>
}

const DB_NAME = 'lamp-identity'
const STORE = 'refresh-ledger'
const KEY = 'replaced'
const KEEP = 8

async function digest(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function request<T>(run: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run.onsuccess = () => resolve(run.result)
    run.onerror = () => reject(run.error)
  })
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(DB_NAME, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  return request(opening)
}

async function readReplaced(db: IDBDatabase): Promise<string[]> {
  const value: unknown = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY))
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** The browser's ledger; without IndexedDB (or if it fails) it knows nothing, and tabs fall back to storage alone. */
export function indexedDbLedger(factory: IDBFactory | undefined = globalThis.indexedDB): RefreshLedger {
  let db: Promise<IDBDatabase> | null = null
  const database = () => (db ??= open(factory as IDBFactory))
  return {
    async wasReplaced(accessToken) {
      if (!factory) return false
      try {
        return (await readReplaced(await database())).includes(await digest(accessToken))
      } catch {
        return false
      }
    },
    async noteReplaced(accessToken) {
      if (!factory) return
      try {
        const store = await database()
        const replaced = [await digest(accessToken), ...(await readReplaced(store))].slice(0, KEEP)
        const transaction = store.transaction(STORE, 'readwrite')
        transaction.objectStore(STORE).put(replaced, KEY)
        // Committed before the caller releases the lock: the next tab must find it.
        await new Promise<void>((resolve, reject) => {
          transaction.oncomplete = () => resolve()
          transaction.onerror = () => reject(transaction.error)
          transaction.onabort = () => reject(transaction.error)
        })
      } catch {
        // A ledger that cannot be written only loses the protection it adds; the refresh itself stands.
      }
    },
  }
}
