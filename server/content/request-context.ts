import type { Context } from 'hono'
import { HttpProblem } from '../http/problem.ts'
import { requestHeader } from '../http/request-headers.ts'
import { FALLBACK_CULTURE, type ContentRepository, type ContentRow } from './repository.ts'

/** The cultures content can exist in; Accept-Language picks one, anything else falls back to en-US. */
export const CONTENT_CULTURES = ['en-US', 'es-ES'] as const

/** Umbraco takes one tag; a browser-style list is reduced to its first tag. */
export function resolveCulture(acceptLanguage: string | undefined): string {
  const tag = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (tag === '') return FALLBACK_CULTURE
  const exact = CONTENT_CULTURES.find((culture) => culture.toLowerCase() === tag)
  const language = CONTENT_CULTURES.find((culture) => culture.slice(0, 2).toLowerCase() === tag.split('-')[0])
  return exact ?? language ?? FALLBACK_CULTURE
}

export const DEFAULT_START_ITEM = 'lamp'

/** The Start-Item header names a root by URL segment or id; without it the site root is used. */
export function resolveStartItem(c: Context, repository: ContentRepository, status: 400 | 404): ContentRow {
  const header = requestHeader(c, 'start-item')?.trim()
  const root = repository.findRoot(header || DEFAULT_START_ITEM)
  if (root) return root
  throw new HttpProblem(status, status === 404 ? 'Not Found' : 'Invalid Start-Item',
    `The Start-Item "${header ?? DEFAULT_START_ITEM}" is not a root content item; use its URL segment (e.g. "${DEFAULT_START_ITEM}") or its id.`)
}
