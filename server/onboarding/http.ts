import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { MemberStore } from '../identity/members.ts'
import { MAX_BODY_BYTES } from './validate.ts'

/**
 * The injected verifier: resolves a bearer token to its subject. The account service's verifier returns
 * undefined for a bad token; others throw. Both mean 401 here.
 */
export type VerifyAccessToken = (token: string) => Promise<{ sub: string } | undefined>

export function unauthorized(c: Context, message = 'A bearer access token is required.') {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
  return c.json({ message }, 401)
}

/** Bearer-only routes: sets `memberId`, or answers 401 (a valid token for a deleted member counts as none). */
export function requireMember(verifyAccessToken: VerifyAccessToken, members: MemberStore) {
  return createMiddleware<{ Variables: { memberId: string } }>(async (c, next) => {
    const token = /^Bearer (\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) return unauthorized(c)
    const verified = await verifyAccessToken(token).catch(() => undefined)
    if (!verified || !members.findById(verified.sub)) return unauthorized(c, 'The access token is invalid or has expired.')
    c.set('memberId', verified.sub)
    await next()
  })
}

/** JSON body with a size limit; the text is read first so an oversized body is never parsed. */
export async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  const raw = await c.req.text()
  if (raw.length > MAX_BODY_BYTES) return { ok: false, message: 'The body is too large.' }
  try {
    return { ok: true, body: JSON.parse(raw) as unknown }
  } catch {
    return { ok: false, message: 'The body must be JSON.' }
  }
}
