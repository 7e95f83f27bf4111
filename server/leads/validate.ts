import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Parameter } from '../../contracts/leads.ts'

/** A request the service refuses; the router answers `{ message }` with its status. */
export class LeadsError extends Error {
  constructor(readonly status: ContentfulStatusCode, message: string) {
    super(message)
  }
}

export const badRequest = (message: string) => new LeadsError(400, message)
export const notFound = (message: string) => new LeadsError(404, message)

// Loose on purpose (the real service is the authority); it keeps out names, "a@b" and whitespace.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Spec §3 external rsid; the app's own generated ids (V + 3 digits + 12) also match it.
const RSID = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/
const MAX_TEXT = 500

export type Json = Record<string, unknown>

export function asObject(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`${what} must be a JSON object`)
  return value as Json
}

export function text(body: Json, key: string, what = key, max = MAX_TEXT): string {
  const value = body[key]
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${what} is required and must be a non-empty string`)
  if (value.length > max) throw badRequest(`${what} must be at most ${max} characters`)
  return value.trim()
}

export function email(body: Json, key = 'email'): string {
  const value = text(body, key, key, 254)
  if (!EMAIL.test(value)) throw badRequest(`${key} must be an email address`)
  return value
}

/** Absent, null or '' mean "no session" (the app registers a lead even when its session failed). */
export function optionalRsid(body: Json, what = 'rsid'): string {
  const value = body.rsid
  if (value === undefined || value === null || value === '') return ''
  if (typeof value !== 'string' || !RSID.test(value)) throw badRequest(`${what} must match the session id format`)
  return value
}

export function isRsid(value: string): boolean {
  return RSID.test(value)
}

export function parameters(body: Json, what: string): Parameter[] {
  const value = body.parameters ?? []
  if (!Array.isArray(value)) throw badRequest(`${what}parameters must be a list of {key, value}`)
  if (value.length > 50) throw badRequest(`${what}parameters may hold at most 50 entries`)
  return value.map((entry: unknown, index) => {
    const item = asObject(entry, `${what}parameters[${index}]`)
    const key = text(item, 'key', `${what}parameters[${index}].key`, 100)
    if (typeof item.value !== 'string' || item.value.length > MAX_TEXT) {
      throw badRequest(`${what}parameters[${index}].value must be a string of at most ${MAX_TEXT} characters`)
    }
    return { key, value: item.value }
  })
}

/** Free-form, but an object, and small enough not to turn the service into a file store. */
export function metaData(body: Json, what: string): Json {
  const value = body.metaData ?? {}
  const object = asObject(value, `${what}metaData`)
  if (JSON.stringify(object).length > 4000) throw badRequest(`${what}metaData must be at most 4000 characters of JSON`)
  return object
}

export function absoluteHttpUrl(body: Json, key: string): string {
  const value = text(body, key, key, 2000)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw badRequest(`${key} must be an absolute http(s) URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(`${key} must be an absolute http(s) URL`)
  return value
}

export function count(raw: string | undefined): number {
  if (raw === undefined) return 1
  if (!/^\d+$/.test(raw)) throw badRequest('count must be a whole number from 1 to 10')
  const value = Number(raw)
  if (value < 1 || value > 10) throw badRequest('count must be a whole number from 1 to 10')
  return value
}

export async function readJson(request: Request): Promise<unknown> {
  const raw = await request.text()
  if (raw.trim() === '') throw badRequest('request body is required')
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw badRequest('request body must be valid JSON')
  }
}
