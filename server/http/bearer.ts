import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { problem } from './problem.ts'
import { requestHeader } from './request-headers.ts'

/**
 * Resolves a bearer token to its subject (the member id), or undefined when the token is no good. A throw means
 * the check itself failed (say, the keys could not be read): that is the server's fault, a 500, never a 401.
 */
export type VerifyAccessToken = (token: string) => Promise<{ sub: string } | undefined>

/** The Hono env of a route behind {@link requireBearer}: `c.get('memberId')` is the verified member. */
export interface BearerEnv {
  Variables: { memberId: string }
}

export interface RequireBearerOptions {
  /** When given, a valid token for a member this answers false for (say, a deleted one) is as good as no token. */
  isMember?: (memberId: string) => boolean
}

export const TOKEN_REQUIRED = 'A bearer access token is required.'
export const TOKEN_INVALID = 'The access token is invalid or has expired.'

/** 401 problem details with a Bearer challenge; `detail` says what was wrong with the token. */
export function unauthorized(c: Context, detail: string): Response {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
  return problem(c, 401, 'Unauthorized', detail)
}

/** The bearer token of the request; '' when an Authorization header is there but is no bearer token. */
export function bearerToken(c: Context): string | undefined {
  const header = requestHeader(c, 'authorization')
  if (header === undefined) return undefined
  return /^Bearer (\S+)$/i.exec(header)?.[1] ?? ''
}

/** Bearer-only routes: sets `memberId` from the verified token, or answers 401. */
export function requireBearer(verifyAccessToken: VerifyAccessToken, { isMember }: RequireBearerOptions = {}) {
  return createMiddleware<BearerEnv>(async (c, next) => {
    const token = bearerToken(c)
    if (!token) return unauthorized(c, TOKEN_REQUIRED)
    const verified = await verifyAccessToken(token)
    if (!verified || (isMember && !isMember(verified.sub))) return unauthorized(c, TOKEN_INVALID)
    c.set('memberId', verified.sub)
    await next()
  })
}
