import type { Database } from 'better-sqlite3'
import type { ContentRow } from './repository.ts'

/**
 * Who is asking, as far as protected content is concerned: nobody, someone whose bearer token is no good
 * (treated as nobody, except that a protected item tells them their token failed), or a member with roles.
 */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'invalid-token' }
  | { kind: 'member'; roles: ReadonlySet<string> }

export type AccessDecision = 'allowed' | 'sign-in-required' | 'forbidden'

/**
 * A protected subtree, the way Umbraco's public access works: the item that carries `requireMemberLogin` or
 * `memberGroups`, and everything below it. `groups` empty means any signed-in member.
 */
interface Restriction {
  treeKey: string
  groups: readonly string[]
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string')

/**
 * The content service's member protection. Restrictions are read once (see {@link ContentAccess.load}): content
 * only changes when the database is seeded, before the server listens (the response cache relies on the same fact).
 */
export class ContentAccess {
  private restrictions: Restriction[] | null = null
  private namedGroups: ReadonlySet<string> | null = null

  constructor(private readonly db: Database) {}

  /** Reads the restrictions now (before the server listens), so no request pays for it. */
  load(): this {
    this.all()
    return this
  }

  private all(): Restriction[] {
    this.restrictions ??= (this.db.prepare(`SELECT tree_key AS treeKey, properties FROM content
        WHERE json_extract(properties, '$.requireMemberLogin') = 1 OR json_array_length(json_extract(properties, '$.memberGroups')) > 0`)
      .all() as Array<{ treeKey: string; properties: string }>)
      .map(({ treeKey, properties }) => {
        const groups: unknown = (JSON.parse(properties) as Record<string, unknown>)['memberGroups']
        return { treeKey, groups: isStringList(groups) ? groups.filter((group) => group !== '') : [] }
      })
    return this.restrictions
  }

  private admits(restriction: Restriction, viewer: Viewer): boolean {
    if (viewer.kind !== 'member') return false
    return restriction.groups.length === 0 || restriction.groups.some((group) => viewer.roles.has(group))
  }

  /** Whether the viewer may read this item: every restriction on it or on an ancestor must admit them. */
  decide(row: Pick<ContentRow, 'treeKey'>, viewer: Viewer): AccessDecision {
    const applying = this.all().filter((r) => row.treeKey === r.treeKey || row.treeKey.startsWith(`${r.treeKey}.`))
    if (applying.every((restriction) => this.admits(restriction, viewer))) return 'allowed'
    return viewer.kind === 'member' ? 'forbidden' : 'sign-in-required'
  }

  /** Tree keys of the subtrees this viewer may not see, to leave out of queries and lookups. */
  hiddenSubtrees(viewer: Viewer): string[] {
    return this.all().filter((restriction) => !this.admits(restriction, viewer)).map((restriction) => restriction.treeKey)
  }

  /**
   * What the viewer's answers depend on, for the response cache: two viewers with the same key see exactly the
   * same content. Anonymous callers and callers with a bad token share one key; members differ only by the
   * groups that some restriction names.
   */
  viewKey(viewer: Viewer): string {
    if (viewer.kind !== 'member') return 'anonymous'
    const named = (this.namedGroups ??= new Set(this.all().flatMap((restriction) => restriction.groups)))
    return `member:${[...viewer.roles].filter((role) => named.has(role)).sort().join(',')}`
  }
}
