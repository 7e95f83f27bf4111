import { describe, expect, it } from 'vitest'
import { createDatabase } from './database.ts'
import { createContentWriter, type NewContent } from './content-writer.ts'

// How a content node is stored: its path, level and tree key from its parent, and the sort orders a tree key can hold.
const node = (urlSegment: string, sortOrder: number, extra: Partial<NewContent> = {}): NewContent => ({ contentType: 'generalPage', name: urlSegment, urlSegment, sortOrder, ...extra })

function writer() {
  const db = createDatabase(':memory:')
  const row = (id: string) => db.prepare('SELECT parent_id, path, level, tree_key, scheduled_date, slug, properties FROM content WHERE id = ?').get(id)
  return { write: createContentWriter(db, new Date('2026-01-02T03:04:05Z')), row }
}

describe('a content node', () => {
  it('lies under its parent: path, level and tree key follow it', () => {
    const { write, row } = writer()
    const root = write(null, node('lamp', 0))
    const bible = write(root, node('bible', 7))
    const genesis = write(bible, node('genesis', 99_999))
    expect(row(root.id)).toMatchObject({ parent_id: null, path: '/', level: 1, tree_key: '00000' })
    expect(row(bible.id)).toMatchObject({ parent_id: root.id, path: '/bible/', level: 2, tree_key: '00000.00007' })
    expect(row(genesis.id)).toMatchObject({ parent_id: bible.id, path: '/bible/genesis/', level: 3, tree_key: '00000.00007.99999' })
  })

  it('keeps no schedule, slug or properties unless it has them', () => {
    const { write, row } = writer()
    const plain = write(null, node('lamp', 0))
    expect(row(plain.id)).toMatchObject({ scheduled_date: null, slug: null, properties: '{}' })
    const dated = write(plain, node('today', 1, { scheduledDate: '2026-01-02', slug: 'today', properties: { title: 'Today' } }))
    expect(row(dated.id)).toMatchObject({ scheduled_date: '2026-01-02', slug: 'today', properties: '{"title":"Today"}' })
  })

  it.each([-1, 1.5, 100_000, Number.NaN])('refuses a sort order of %s, which its tree key could not hold in order', (sortOrder) => {
    const { write } = writer()
    expect(() => write(null, node('lamp', sortOrder))).toThrow(`sortOrder out of range: ${sortOrder}`)
  })
})
