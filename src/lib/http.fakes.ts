/** One scripted answer of {@link scriptedFetch}: a status with a JSON body, or `'hang'` (no answer until the call is aborted). */
export type ScriptedAnswer = number | 'hang'

export interface SentRequest { url: string; method: string; body: unknown }

/**
 * A stand-in for `fetch` that answers from a script, in order (200 once it runs out), and records what was sent: for
 * tests of code that calls through the HTTP policy (src/lib/http.ts), which reads `globalThis.fetch` at each call.
 */
export function scriptedFetch(script: ScriptedAnswer[] = []) {
  const sent: SentRequest[] = []
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    sent.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body })
    const answer = script.shift() ?? 200
    if (answer === 'hang') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }))
    }
    return Promise.resolve(new Response(JSON.stringify({ status: answer }), { status: answer, headers: { 'content-type': 'application/json' } }))
  }
  return { fetch, sent }
}
