import type { Database } from 'better-sqlite3'
import { contentIdForPath } from './uuid.ts'

/** A node already written, as its children need it. */
export interface NodeRef {
  id: string
  path: string
  level: number
  treeKey: string
}

export interface NewContent {
  contentType: string
  name: string
  /** The route segment; the root's segment ('lamp') is the Start-Item and not part of paths. */
  urlSegment: string
  sortOrder: number
  properties?: Record<string, unknown>
  /** Defaults to the UUID v5 of the path, so re-seeding keeps ids. */
  id?: string
  scheduledDate?: string
  slug?: string
  /** Per-culture names and properties ('es-ES'); properties here override the invariant ones. */
  cultures?: Record<string, { name: string; properties?: Record<string, unknown> }>
}

export type ContentWriter = (parent: NodeRef | null, node: NewContent) => NodeRef

/** Umbraco writes dates without a time-zone offset; ours are UTC. */
export function umbracoDate(date: Date): string {
  return date.toISOString().slice(0, 19)
}

/** Content pickers are stored as Umbraco UDIs; the delivery API resolves them to items. */
export function contentPicker(id: string): string {
  return `umb://document/${id.replace(/-/g, '')}`
}

/** Five digits of sort order per level keep lexical order equal to numeric order up to 99,999 siblings. */
function treeSegment(sortOrder: number): string {
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 99_999) throw new Error(`sortOrder out of range: ${sortOrder}`)
  return String(sortOrder).padStart(5, '0')
}

/** Prepared inserts for content nodes; call inside a transaction. Paths, levels and tree keys follow the parent. */
export function createContentWriter(db: Database, now: Date = new Date()): ContentWriter {
  const date = umbracoDate(now)
  const insert = db.prepare(`INSERT INTO content
    (id, parent_id, content_type, name, url_segment, path, level, sort_order, tree_key, create_date, update_date, properties, scheduled_date, slug)
    VALUES (@id, @parentId, @contentType, @name, @urlSegment, @path, @level, @sortOrder, @treeKey, @date, @date, @properties, @scheduledDate, @slug)`)
  const insertCulture = db.prepare('INSERT INTO content_culture (content_id, culture, name, properties) VALUES (?, ?, ?, ?)')
  return (parent, node) => {
    const path = parent ? `${parent.path}${node.urlSegment}/` : '/'
    const ref: NodeRef = {
      id: node.id ?? contentIdForPath(path),
      path,
      level: parent ? parent.level + 1 : 1,
      treeKey: parent ? `${parent.treeKey}.${treeSegment(node.sortOrder)}` : treeSegment(node.sortOrder),
    }
    insert.run({
      id: ref.id, parentId: parent?.id ?? null, contentType: node.contentType, name: node.name, urlSegment: node.urlSegment,
      path, level: ref.level, sortOrder: node.sortOrder, treeKey: ref.treeKey, date,
      properties: JSON.stringify(node.properties ?? {}), scheduledDate: node.scheduledDate ?? null, slug: node.slug ?? null,
    })
    for (const [culture, variant] of Object.entries(node.cultures ?? {})) {
      insertCulture.run(ref.id, culture, variant.name, JSON.stringify(variant.properties ?? {}))
    }
    return ref
  }
}

/**
 * A named content seed (server/db/database.ts runs them). Bump `version` (default 1) whenever the seed writes different
 * content, so existing data folders get it too (decision 0072).
 */
export interface Seed {
  name: string
  version?: number
  run: (write: ContentWriter, db: Database) => void
}
