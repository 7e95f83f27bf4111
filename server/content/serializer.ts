import { normalizeGuid } from '../db/uuid.ts'
import { expandsProperty, includesProperty, nestedSpec, type PropertySpec } from './property-spec.ts'
import type { ContentRepository, ContentRow } from './repository.ts'

export interface ApiContentRoute {
  path: string
  startItem: { id: string; path: string }
}

/** Umbraco's IApiContentResponseModel; the key order follows Umbraco's output. */
export interface ApiContentItem {
  contentType: string
  name: string
  createDate: string
  updateDate: string
  route: ApiContentRoute
  id: string
  properties: Record<string, unknown>
  cultures: Record<string, ApiContentRoute>
}

const UDI = /^umb:\/\/document\/([0-9a-f]{32})$/i

interface BlockList {
  items: Array<{ content: { properties: Record<string, unknown> } }>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isBlockList(value: unknown): value is BlockList {
  return isRecord(value) && Array.isArray(value['items']) &&
    value['items'].every((item) => isRecord(item) && isRecord(item['content']) && isRecord(item['content']['properties']))
}

const pickedId = (value: unknown): string | null => {
  const hex = typeof value === 'string' ? UDI.exec(value)?.[1] : undefined
  return hex ? normalizeGuid(hex) : null
}

/**
 * Turns content rows into Delivery API items for one request (one culture, one start item).
 * Content pickers (stored as UDIs) are written as shallow items unless expanded; block lists are walked
 * so pickers inside blocks follow the nested expand/fields specs of their block-list property.
 */
export class ContentSerializer {
  private readonly picked = new Map<string, ContentRow | null>()

  constructor(
    private readonly repository: ContentRepository,
    private readonly culture: string,
    private readonly startItem: { id: string; path: string },
    /** Whether the caller may see a picked item; one they may not is left out, as if it did not exist. */
    private readonly canSee: (row: ContentRow) => boolean = () => true,
  ) {}

  item(row: ContentRow, expand: PropertySpec | null, fields: PropertySpec | null): ApiContentItem {
    return this.envelope(row, this.properties(row.properties, expand, fields))
  }

  private envelope(row: ContentRow, properties: Record<string, unknown>): ApiContentItem {
    const route = (): ApiContentRoute => ({ path: row.path, startItem: { ...this.startItem } })
    return {
      contentType: row.contentType,
      name: row.name,
      createDate: row.createDate,
      updateDate: row.updateDate,
      route: route(),
      id: row.id,
      properties,
      cultures: Object.fromEntries(row.cultures.map((culture) => [culture, route()])),
    }
  }

  private value(value: unknown, expanded: boolean, expand: PropertySpec | null, fields: PropertySpec | null): unknown {
    const id = pickedId(value)
    if (id) return this.picker(id, expanded, expand, fields)
    const ids = Array.isArray(value) ? value.map(pickedId) : []
    if (ids.length > 0 && ids.every((entry): entry is string => entry !== null)) {
      // A multi-node picker drops targets that no longer exist, as Umbraco does.
      return ids.map((entry) => this.picker(entry, expanded, expand, fields)).filter((item) => item !== null)
    }
    if (isBlockList(value)) {
      return {
        ...value,
        items: value.items.map((block) => ({
          ...block,
          content: { ...block.content, properties: this.properties(block.content.properties, expand, fields) },
        })),
      }
    }
    return value
  }

  private properties(source: Record<string, unknown>, expand: PropertySpec | null, fields: PropertySpec | null): Record<string, unknown> {
    const properties: Record<string, unknown> = {}
    for (const [alias, value] of Object.entries(source)) {
      if (!includesProperty(fields, alias)) continue
      properties[alias] = this.value(value, expandsProperty(expand, alias), nestedSpec(expand, alias), nestedSpec(fields, alias))
    }
    return properties
  }

  private picker(id: string, expanded: boolean, expand: PropertySpec | null, fields: PropertySpec | null): ApiContentItem | null {
    if (!this.picked.has(id)) {
      const row = this.repository.findById(id, this.culture)
      this.picked.set(id, row && this.canSee(row) ? row : null)
    }
    const row = this.picked.get(id) ?? null
    if (!row) return null
    return expanded ? this.item(row, expand, fields) : this.envelope(row, {})
  }
}
