import { HttpProblem } from '../http/problem.ts'
import { CONTENT_QUERY_LIMITS } from '#contracts/content-query.ts'

export type FetchKind = 'children' | 'descendants' | 'ancestors'
export interface FetchSpec {
  kind: FetchKind
  /** A GUID or a route path relative to the start item. */
  target: string
}

export type FilterSpec =
  | { field: 'contentType'; values: string[]; negate: boolean }
  | { field: 'name'; value: string; negate: boolean }
  | { field: 'scheduledDate'; value: string }
  | { field: 'contentSlug'; value: string }

export const SORT_FIELDS = ['createDate', 'updateDate', 'level', 'name', 'path', 'sortOrder'] as const
export type SortField = (typeof SORT_FIELDS)[number]
export interface SortSpec {
  field: SortField
  direction: 'asc' | 'desc'
}

export interface QuerySpec {
  fetch: FetchSpec | null
  filters: FilterSpec[]
  sorts: SortSpec[]
  skip: number
  take: number
}

const FILTERS = 'contentType, name, scheduledDate, contentSlug'

/**
 * Bounds of one query (README "Limits"): the work and the size of an answer stay small whatever is asked.
 * 200 is the largest page the app asks for (Psalm 119's 176 verses); no result set has 50,000 items.
 */
export const QUERY_LIMITS = {
  maxTake: 200,
  maxSkip: 50_000,
  defaultTake: 10,
  /** `filter` and `sort` parameters per request. */
  maxFilters: 10,
  maxSorts: 5,
  /** Characters of one fetch, filter or sort value (the app keeps to it too). */
  maxValueLength: CONTENT_QUERY_LIMITS.maxValueLength,
} as const

// Umbraco's own words for an option it does not know (Umbraco.Cms.Api.Delivery's problem details).
const unknownOption = (option: 'filter' | 'sort' | 'fetch') =>
  new HttpProblem(400, `${option[0]?.toUpperCase()}${option.slice(1)} option not found`, `One of the attempted '${option}' options does not exist`)

function tooLong(parameter: string, value: string): void {
  if (value.length > QUERY_LIMITS.maxValueLength) {
    throw new HttpProblem(400, `Invalid ${parameter} query`, `A ${parameter} value may be at most ${QUERY_LIMITS.maxValueLength} characters.`)
  }
}

function parseFetch(value: string | undefined): FetchSpec | null {
  if (value === undefined || value.trim() === '') return null
  tooLong('fetch', value)
  const match = /^(children|descendants|ancestors):(.+)$/.exec(value.trim())
  if (!match) throw unknownOption('fetch')
  const [, kind, target = ''] = match
  return { kind: kind as FetchKind, target: target.trim() }
}

function parseFilter(value: string): FilterSpec {
  tooLong('filter', value)
  const separator = value.indexOf(':')
  const field = separator < 0 ? value : value.slice(0, separator)
  const raw = separator < 0 ? '' : value.slice(separator + 1).trim()
  const negate = raw.startsWith('!')
  const operand = negate ? raw.slice(1).trim() : raw
  const invalid = (detail: string) => new HttpProblem(400, 'Invalid filter query', detail)
  if (!['contentType', 'name', 'scheduledDate', 'contentSlug'].includes(field)) throw unknownOption('filter')
  if (separator < 0 || operand === '') throw invalid(`The filter "${value}" needs a value, as in contentType:bibleBook. Supported filters: ${FILTERS}.`)
  switch (field) {
    case 'contentType':
      return { field, values: operand.split(',').map((alias) => alias.trim()).filter(Boolean), negate }
    case 'name':
      return { field, value: operand, negate }
    case 'scheduledDate': {
      const date = new Date(`${operand}T00:00:00Z`)
      if (negate || !/^\d{4}-\d{2}-\d{2}$/.test(operand) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== operand) {
        throw invalid(`The filter "${value}" needs a calendar date as yyyy-mm-dd, as in scheduledDate:2025-01-31.`)
      }
      return { field, value: operand }
    }
    case 'contentSlug':
      if (negate) throw invalid(`The filter "${value}" cannot be negated.`)
      return { field, value: operand }
    default:
      throw unknownOption('filter')
  }
}

function parseSort(value: string): SortSpec {
  tooLong('sort', value)
  const [field = '', direction = 'asc', ...rest] = value.split(':').map((part) => part.trim())
  const lower = direction.toLowerCase()
  if (!(SORT_FIELDS as readonly string[]).includes(field) || (lower !== 'asc' && lower !== 'desc') || rest.length > 0) throw unknownOption('sort')
  return { field: field as SortField, direction: lower }
}

function parseCount(name: 'skip' | 'take', value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback
  // Only plain digits: "1e3", "-1", "2.5" and "10abc" are all refused rather than guessed at.
  const count = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  if (Number.isNaN(count) || count > max) {
    throw new HttpProblem(400, 'Invalid paging', `${name} must be a whole number from 0 to ${max}, got "${value.slice(0, 20)}".`)
  }
  return count
}

function several(parameter: 'filter' | 'sort', values: string[] | undefined, max: number): string[] {
  const given = (values ?? []).map((value) => value.trim()).filter((value) => value !== '')
  if (given.length > max) throw new HttpProblem(400, `Invalid ${parameter} query`, `At most ${max} ${parameter} parameters may be given.`)
  return given
}

/** Parses the query parameters of GET /content; unknown parameters (such as locale) are ignored. */
export function parseQuery(query: (name: string) => string | undefined, queries: (name: string) => string[] | undefined): QuerySpec {
  return {
    fetch: parseFetch(query('fetch')),
    filters: several('filter', queries('filter'), QUERY_LIMITS.maxFilters).map(parseFilter),
    sorts: several('sort', queries('sort'), QUERY_LIMITS.maxSorts).map(parseSort),
    skip: parseCount('skip', query('skip'), 0, QUERY_LIMITS.maxSkip),
    take: parseCount('take', query('take'), QUERY_LIMITS.defaultTake, QUERY_LIMITS.maxTake),
  }
}
