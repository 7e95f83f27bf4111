import { useSyncExternalStore } from 'react'

/**
 * The one way the app keeps a small piece of browser state outside React and the Query cache: toasts, open dialogs,
 * the colour mode, the reading size, a visitor's favorites, the lead, the onboarding flag.
 * A store's `use()` re-renders on change; during a server render, and while hydrating, it answers the store's
 * `serverValue` (nothing is read from storage on the server), and the stored value follows right after hydration.
 */
export interface Store<T> {
  get(): T
  set(value: T): void
  /** Calls `listener` after every change (in this tab, and for stored values in other tabs). */
  subscribe(listener: () => void): () => void
  use(): T
}

function createListeners() {
  const listeners = new Set<() => void>()
  return {
    add(listener: () => void) {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    },
    notify: () => { for (const listener of [...listeners]) listener() },
  }
}

/** State of this page only (toasts, open dialogs): the server renders `serverValue`, which defaults to `initial`. */
export function memoryStore<T>(initial: T, serverValue: T = initial): Store<T> {
  let value = initial
  const listeners = createListeners()
  const store: Store<T> = {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      listeners.notify()
    },
    subscribe: listeners.add,
    use: () => useSyncExternalStore(store.subscribe, store.get, () => serverValue),
  }
  return store
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface StoredValueOptions<T> {
  key: string
  /** Session storage instead of local storage (local storage is shared by every tab and outlives the visit). */
  session?: boolean
  /** The stored text (null when there is none) as a value; anything unreadable should become the default. */
  parse: (raw: string | null) => T
  /** The value as stored text; null removes the key. */
  serialize: (value: T) => string | null
  /** What a server render and hydration show, before the browser's storage is read (default: `parse(null)`). */
  serverValue?: T
}

/** The browser's storage, or undefined on the server and where the browser refuses it (some privacy settings). */
function browserStorage(session: boolean): StorageLike | undefined {
  try {
    return session ? globalThis.sessionStorage : globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * A value in local (or session) storage under `key`, stored as `serialize` writes it, so the key keeps the format the
 * README's "Browser storage" table gives. Reads are cached on the stored text (the same value while it is unchanged,
 * as React needs); another tab's write arrives as a `storage` event. Where storage fails (full, or refused) a value
 * set lasts for this page.
 */
export function storedValue<T>({ key, session = false, parse, serialize, ...options }: StoredValueOptions<T>): Store<T> {
  // Parsed once: with nothing stored, every read answers this same value. A new empty list on each read differed from
  // the one hydration rendered, and React rendered every reader again, synchronously, right after hydrating.
  const defaultValue = parse(null)
  const serverValue = 'serverValue' in options ? options.serverValue as T : defaultValue
  const listeners = createListeners()
  let cached: { raw: string | null; value: T } | undefined
  let unsaved: { value: T } | undefined

  function read(): string | null {
    try {
      return browserStorage(session)?.getItem(key) ?? null
    } catch {
      return null
    }
  }

  const store: Store<T> = {
    get() {
      if (unsaved) return unsaved.value
      const raw = read()
      if (cached?.raw !== raw) cached = { raw, value: raw === null ? defaultValue : parse(raw) }
      return cached.value
    },
    set(value) {
      const raw = serialize(value)
      try {
        const storage = browserStorage(session)
        if (!storage) throw new Error('no storage')
        if (raw === null) storage.removeItem(key)
        else storage.setItem(key, raw)
        unsaved = undefined
      } catch {
        unsaved = { value }
      }
      listeners.notify()
    },
    subscribe(listener) {
      const remove = listeners.add(listener)
      // Another tab wrote the key, or cleared the whole storage (key null).
      const onStorage = (event: StorageEvent) => { if (event.key === key || event.key === null) listener() }
      window.addEventListener('storage', onStorage)
      return () => {
        remove()
        window.removeEventListener('storage', onStorage)
      }
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, () => serverValue),
  }
  return store
}
