import { HttpProblem } from '../http/problem.ts'

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

function parseFetch(value: string | undefined): FetchSpec | null {
  if (value === undefined || value.trim() === '') return null
  const match = /^(children|descendants|ancestors):(.+)$/.exec(value.trim())
  if (!match) {
    throw new HttpProblem(400, 'Invalid fetch query',
      `The fetch value "${value}" is not supported. Use children:{id|path}, descendants:{id|path} or ancestors:{id|path}.`)
  }
  const [, kind, target = ''] = match
  return { kind: kind as FetchKind, target: target.trim() }
}

function parseFilter(value: string): FilterSpec {
  const separator = value.indexOf(':')
  const field = separator < 0 ? value : value.slice(0, separator)
  const raw = separator < 0 ? '' : value.slice(separator + 1).trim()
  const negate = raw.startsWith('!')
  const operand = negate ? raw.slice(1).trim() : raw
  const invalid = (detail: string) => new HttpProblem(400, 'Invalid filter query', detail)
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
      throw invalid(`The filter "${field}" is not supported. Supported filters: ${FILTERS}.`)
  }
}

function parseSort(value: string): SortSpec {
  const [field = '', direction = 'asc', ...rest] = value.split(':').map((part) => part.trim())
  const lower = direction.toLowerCase()
  if (!(SORT_FIELDS as readonly string[]).includes(field) || (lower !== 'asc' && lower !== 'desc') || rest.length > 0) {
    throw new HttpProblem(400, 'Invalid sort query',
      `The sort "${value}" is not supported. Use {field}:asc or {field}:desc with field one of ${SORT_FIELDS.join(', ')}.`)
  }
  return { field: field as SortField, direction: lower }
}

function parseCount(name: 'skip' | 'take', value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  // Only plain digits: "1e3", "-1", "2.5" and "10abc" are all refused rather than guessed at.
  const count = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  if (Number.isNaN(count)) throw new HttpProblem(400, 'Invalid paging', `${name} must be a non-negative integer, got "${value}".`)
  return count
}

/** Parses the query parameters of GET /content; unknown parameters (such as locale) are ignored. */
export function parseQuery(query: (name: string) => string | undefined, queries: (name: string) => string[] | undefined): QuerySpec {
  return {
    fetch: parseFetch(query('fetch')),
    filters: (queries('filter') ?? []).filter((f) => f.trim() !== '').map((f) => parseFilter(f.trim())),
    sorts: (queries('sort') ?? []).filter((s) => s.trim() !== '').map((s) => parseSort(s.trim())),
    skip: parseCount('skip', query('skip'), 0),
    take: parseCount('take', query('take'), 10),
  }
}
