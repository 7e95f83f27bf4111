import type { Database } from 'better-sqlite3'
import { contentPicker, createContentWriter, type NodeRef } from '../db/content-writer.ts'

/** Extra nodes the Bible seed lacks: a bilingual page, daily sends and a verse topic with a block list. */
export function insertFixtures(db: Database): { page: NodeRef; topic: NodeRef } {
  const root = db.prepare("SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL").get() as NodeRef
  const john316 = db.prepare("SELECT id FROM content WHERE path = '/bible/new-testament/john/3/16/'").pluck().get() as string
  const write = createContentWriter(db)
  let page!: NodeRef
  let topic!: NodeRef
  db.transaction(() => {
    page = write(root, {
      contentType: 'generalPage', name: 'About', urlSegment: 'about', sortOrder: 10, properties: { title: 'About Lamp', footer: 'shared' },
      cultures: { 'en-US': { name: 'About', properties: { title: 'About Lamp' } }, 'es-ES': { name: 'Acerca de', properties: { title: 'Acerca de Lamp' } } },
    })
    write(root, { contentType: 'dailyAmSend', name: 'Morning 2025-01-01', urlSegment: 'am-2025-01-01', sortOrder: 11, scheduledDate: '2025-01-01' })
    write(root, { contentType: 'dailyPmSend', name: 'Evening 2025-01-01', urlSegment: 'pm-2025-01-01', sortOrder: 12, scheduledDate: '2025-01-01' })
    write(root, { contentType: 'dailyAmSend', name: 'Morning 2025-01-02', urlSegment: 'am-2025-01-02', sortOrder: 13, scheduledDate: '2025-01-02' })
    topic = write(root, {
      contentType: 'verseTopic', name: 'Love', urlSegment: 'love', sortOrder: 14, slug: 'love',
      properties: {
        verses: [contentPicker(john316)],
        highlights: { items: [{ content: { contentType: 'highlight', id: '00000000-0000-4000-8000-000000000001', properties: { verse: contentPicker(john316), note: 'n' } }, settings: null }] },
      },
    })
  })()
  return { page, topic }
}
