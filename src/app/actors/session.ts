import { createActor, fromPromise } from 'xstate'
import { SESSION_STORAGE_KEY, sessionMachine } from '#machines/session/session.machine.ts'
import { inspectOption } from '../inspect.ts'

/** Uniform numbers in [0, 1) from the platform's CSPRNG: an rsid must not be guessable. */
function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return value / 2 ** 32
}

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key)
  return raw === null ? null : JSON.parse(raw)
}

/** The visitor session (R-SESS), kept in session storage; started with systemId 'session'. */
export function startSession(url: URL, storage: Storage = sessionStorage) {
  const logic = sessionMachine.provide({
    actors: { readStored: fromPromise(async () => readJson(storage, SESSION_STORAGE_KEY)) },
    actions: {
      persist: (_, { key, session }) => storage.setItem(key, JSON.stringify(session)),
      clearStored: (_, { key }) => storage.removeItem(key),
    },
  })
  return createActor(logic, {
    systemId: 'session',
    input: { now: Date.now, random: cryptoRandom, addressRsid: url.searchParams.get('rsid') },
    ...inspectOption(),
  }).start()
}

/**
 * R-SESS-6: an rsid that arrives in the address after start (a partner link followed inside the app)
 * becomes the session's; the machine checks its format and ignores the one it already has.
 */
export function adoptAddressRsid(search: string, session: Pick<ReturnType<typeof startSession>, 'send'>): void {
  const rsid = new URLSearchParams(search).get('rsid')
  if (rsid) session.send({ type: 'session.adopt', rsid })
}
