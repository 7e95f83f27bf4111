import type { Database, Statement } from 'better-sqlite3'
import { normalizeGuid } from '../db/uuid.ts'
import type { FetchSpec, FilterSpec, QuerySpec, SortField } from './query-params.ts'

/** The culture used when a variant node has no version in the requested one. */
export const FALLBACK_CULTURE = 'en-US'

export interface ContentRow {
  id: string
  parentId: string | null
  contentType: string
  name: string
  urlSegment: string
  path: string
  level: number
  treeKey: string
  createDate: string
  updateDate: string
  properties: Record<string, unknown>
  /** Cultures this node exists in; empty for invariant nodes. */
  cultures: string[]
}

interface RawRow {
  id: string
  parentId: string | null
  contentType: string
  name: string
  urlSegment: string
  path: string
  level: number
  treeKey: string
  createDate: string
  updateDate: string
  properties: string
  variantProperties: string | null
  cultures: string | null
}

// Variant names/properties come from the requested culture, else the fallback culture, else the invariant columns.
const JOINS = `FROM content c
  LEFT JOIN content_culture cc ON cc.content_id = c.id AND cc.culture = @culture
  LEFT JOIN content_culture cf ON cf.content_id = c.id AND cf.culture = '${FALLBACK_CULTURE}'`
const SELECT = `SELECT c.id, c.parent_id AS parentId, c.content_type AS contentType,
    COALESCE(cc.name, cf.name, c.name) AS name, c.url_segment AS urlSegment, c.path, c.level, c.tree_key AS treeKey,
    c.create_date AS createDate, c.update_date AS updateDate, c.properties,
    COALESCE(cc.properties, cf.properties) AS variantProperties,
    (SELECT group_concat(culture) FROM content_culture WHERE content_id = c.id) AS cultures
  ${JOINS}`

const NAME = 'COALESCE(cc.name, cf.name, c.name)'

/** `path` sorts by position in the tree, as Umbraco's path sort (by its id path) does. */
const SORT_COLUMNS: Record<SortField, string> = {
  createDate: 'c.create_date', updateDate: 'c.update_date', level: 'c.level',
  name: `${NAME} COLLATE NOCASE`, path: 'c.tree_key', sortOrder: 'c.sort_order',
}

function toRow(raw: RawRow): ContentRow {
  const base = JSON.parse(raw.properties) as Record<string, unknown>
  const variant = raw.variantProperties === null ? {} : (JSON.parse(raw.variantProperties) as Record<string, unknown>)
  const { properties: _p, variantProperties: _v, cultures, ...rest } = raw
  return { ...rest, properties: { ...base, ...variant }, cultures: cultures ? cultures.split(',').sort() : [] }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Read access to content, with prepared statements cached per SQL text. */
export class ContentRepository {
  private readonly statements = new Map<string, Statement>()
  constructor(private readonly db: Database) {}

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql)
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)))
    return statement
  }

  private roots: ContentRow[] | null = null

  /**
   * A root node by its URL segment or GUID (the Start-Item header). Every request names one, so the few roots are
   * read once (content only changes at seed time) and looked up in memory.
   */
  findRoot(segmentOrId: string): ContentRow | null {
    this.roots ??= (this.statement(`${SELECT} WHERE c.parent_id IS NULL`).all({ culture: FALLBACK_CULTURE }) as RawRow[]).map(toRow)
    const id = normalizeGuid(segmentOrId)
    const segment = segmentOrId.toLowerCase()
    return this.roots.find((root) => (id ? root.id === id : root.urlSegment.toLowerCase() === segment)) ?? null
  }

  findById(id: string, culture: string): ContentRow | null {
    const raw = this.statement(`${SELECT} WHERE c.id = @id`).get({ id, culture })
    return raw ? toRow(raw as RawRow) : null
  }

  /** `path` is relative to the start item, with leading and trailing slash. */
  findByPath(root: ContentRow, path: string, culture: string): ContentRow | null {
    const raw = this.statement(`${SELECT} WHERE c.path = @path AND (c.tree_key = @root OR c.tree_key > @root || '.' AND c.tree_key < @root || '/')`)
      .get({ path: root.path === '/' ? path : `${root.path}${path.slice(1)}`, root: root.treeKey, culture })
    return raw ? toRow(raw as RawRow) : null
  }

  /**
   * One page of a query. `hidden` are the tree keys of protected subtrees the caller may not see: they are left
   * out before counting, so neither the items nor the total give them away.
   */
  query(root: ContentRow, spec: QuerySpec, culture: string, hidden: readonly string[] = []): { total: number; rows: ContentRow[] } {
    const params: Record<string, string | number> = { culture, root: root.treeKey }
    // Everything stays inside the start item's subtree.
    const where = [`(c.tree_key = @root OR c.tree_key > @root || '.' AND c.tree_key < @root || '/')`]
    hidden.forEach((treeKey, i) => {
      params[`h${i}`] = treeKey
      where.push(`NOT (c.tree_key = @h${i} OR c.tree_key > @h${i} || '.' AND c.tree_key < @h${i} || '/')`)
    })
    if (spec.fetch) {
      const target = this.resolveTarget(root, spec.fetch, culture)
      if (!target || hidden.some((key) => target.treeKey === key || target.treeKey.startsWith(`${key}.`))) return { total: 0, rows: [] }
      where.push(this.fetchCondition(spec.fetch, target, params))
    }
    spec.filters.forEach((filter, index) => where.push(filterCondition(filter, `f${index}`, params)))
    const condition = where.join(' AND ')
    // The culture joins cost two lookups per row: only a name filter or sort needs them before the page is known.
    const byName = spec.filters.some((filter) => filter.field === 'name') || spec.sorts.some((sort) => sort.field === 'name')
    const from = byName ? JOINS : 'FROM content c'
    if (!byName) delete params['culture']
    const total = this.statement(`SELECT count(*) ${from} WHERE ${condition}`).pluck().get(params) as number
    if (spec.take === 0 || spec.skip >= total) return { total, rows: [] }
    // Tree order breaks ties, so paging is stable. The page is found by id first, so the sort carries only its keys
    // (not every row's properties), then its rows are read in one go.
    const order = [...spec.sorts.map((s) => `${SORT_COLUMNS[s.field]} ${s.direction.toUpperCase()}`), 'c.tree_key ASC'].join(', ')
    const ids = this.statement(`SELECT c.id ${from} WHERE ${condition} ORDER BY ${order} LIMIT @take OFFSET @skip`).pluck()
      .all({ ...params, take: spec.take, skip: spec.skip }) as string[]
    const byId = new Map((this.statement(`${SELECT} WHERE c.id IN (SELECT value FROM json_each(@ids))`)
      .all({ culture, ids: JSON.stringify(ids) }) as RawRow[]).map((raw) => [raw.id, raw]))
    return { total, rows: ids.flatMap((id) => { const raw = byId.get(id); return raw ? [toRow(raw)] : [] }) }
  }

  private resolveTarget(root: ContentRow, fetch: FetchSpec, culture: string): ContentRow | null {
    const id = normalizeGuid(fetch.target)
    if (id) return this.findById(id, culture)
    const trimmed = fetch.target.replace(/^\/+|\/+$/g, '')
    return this.findByPath(root, trimmed === '' ? '/' : `/${trimmed}/`, culture)
  }

  private fetchCondition(fetch: FetchSpec, target: ContentRow, params: Record<string, string | number>): string {
    switch (fetch.kind) {
      case 'children':
        params['parent'] = target.id
        return 'c.parent_id = @parent'
      case 'descendants':
        params['ancestor'] = target.treeKey
        return `c.tree_key > @ancestor || '.' AND c.tree_key < @ancestor || '/'`
      case 'ancestors': {
        // The ancestors' tree keys are the prefixes of the target's key.
        const segments = target.treeKey.split('.')
        const keys = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('.'))
        keys.forEach((key, i) => (params[`a${i}`] = key))
        return keys.length === 0 ? '0' : `c.tree_key IN (${keys.map((_, i) => `@a${i}`).join(', ')})`
      }
    }
  }
}

function filterCondition(filter: FilterSpec, name: string, params: Record<string, string | number>): string {
  switch (filter.field) {
    case 'contentType': {
      filter.values.forEach((alias, i) => (params[`${name}_${i}`] = alias))
      const list = filter.values.map((_, i) => `@${name}_${i}`).join(', ')
      return `c.content_type ${filter.negate ? 'NOT IN' : 'IN'} (${list})`
    }
    case 'name':
      params[name] = `%${escapeLike(filter.value)}%`
      return `${NAME} ${filter.negate ? 'NOT LIKE' : 'LIKE'} @${name} ESCAPE '\\'`
    case 'scheduledDate':
      params[name] = filter.value
      return `c.scheduled_date = @${name}`
    case 'contentSlug':
      params[name] = filter.value
      return `c.slug = @${name}`
  }
}
