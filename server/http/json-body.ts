import type { Context } from 'hono'

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response }

/**
 * A JSON request body with a size limit, or the 400 `{ message }` response to answer instead. The text is
 * read first so an oversized body is never parsed; the limit counts the text's length (UTF-16 code units).
 */
export async function readJsonBody(c: Context, maxLength: number): Promise<JsonBody> {
  const raw = await c.req.text()
  if (raw.length > maxLength) return { ok: false, response: c.json({ message: 'The body is too large.' }, 400) }
  try {
    return { ok: true, body: JSON.parse(raw) as unknown }
  } catch {
    return { ok: false, response: c.json({ message: 'The body must be JSON.' }, 400) }
  }
}
