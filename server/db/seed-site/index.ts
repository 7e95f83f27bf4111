import type { Database } from 'better-sqlite3'
import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { writeArticles } from './articles.ts'
import { BibleIndex } from './bible-refs.ts'
import { SEEDED_RANGE, writeDailySends } from './daily-sends.ts'
import { writeDevotionalLibrary } from './devotional-library.ts'
import { updateHomePage } from './home.ts'
import { bilingual } from './nodes.ts'
import { ROOT_SORT, writeGeneralPages, writeMembersPages, writeNewsPage } from './pages.ts'
import { writeStore } from './store.ts'
import { writeVerseTopics } from './verse-topics.ts'
import { writeVideos } from './videos.ts'

/**
 * The site's editorial content: home page, news, general and members pages, verse topics, articles,
 * videos, store and three years of daily sends. Runs after the Bible seed, whose verses it links to.
 */
export function seedSite(write: ContentWriter, db: Database): void {
  const root = db.prepare<[], NodeRef>('SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL').get()
  if (!root) throw new Error('the site seed needs the root created by the Bible seed')
  const bible = new BibleIndex(db)

  updateHomePage(db, bible)
  writeNewsPage(write, root)
  writeArticles(write, root)
  writeVerseTopics(write, root, bible)
  writeVideos(write, root)
  writeStore(write, root)
  writeGeneralPages(write, root)
  writeMembersPages(write, root)

  // Email content is not a page of its own: `folder` nodes hold it, and the app finds sends by filter. The daily
  // folder names the first and last seeded days, so the app can keep its day links inside them (decision 0070).
  const emails = write(root, { contentType: 'folder', name: 'Emails', urlSegment: 'emails', sortOrder: ROOT_SORT.emails, cultures: bilingual('Emails', { name: 'Correos' }) })
  const daily = write(emails, {
    contentType: 'folder', name: 'Daily Devotions', urlSegment: 'daily', sortOrder: 0, properties: { ...SEEDED_RANGE },
    cultures: bilingual('Daily Devotions', { name: 'Devocionales diarios' }),
  })
  writeDailySends(write, daily, writeDevotionalLibrary(write, emails, bible))
}
