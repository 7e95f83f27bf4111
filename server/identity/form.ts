import type { Context } from 'koa'

const MAX_FORM_BYTES = 16 * 1024

/** Reads an application/x-www-form-urlencoded body (Koa has no body parser, and these forms are tiny). */
export async function readForm(ctx: Context): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) return new URLSearchParams()
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_FORM_BYTES) ctx.throw(413, 'Form too large')
      chunks.push(chunk)
    }
  } catch (error) {
    // Node cut the request off (its requestTimeout: the form was trickled too slowly), or the client left. Node has
    // answered 408 itself; the request just ends here, as the client's error it is.
    const answered = typeof error === 'object' && error !== null && 'status' in error
    if (!answered && ctx.req.destroyed) ctx.throw(408, 'The form did not arrive in time')
    throw error
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** A single text field, trimmed unless it is a password; missing fields read as ''. */
export function field(form: URLSearchParams, name: string, { trim = true } = {}): string {
  const value = form.get(name) ?? ''
  return trim ? value.trim() : value
}
