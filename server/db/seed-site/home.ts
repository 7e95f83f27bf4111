import type { Database } from 'better-sqlite3'
import type { BibleIndex } from './bible-refs.ts'
import { block, blockList, type SiteLink } from './nodes.ts'

const FEATURED_VERSES = ['Psalm 119:105', 'John 3:16', 'Isaiah 40:31', 'Philippians 4:13', 'Jeremiah 29:11', 'Romans 8:28']

interface HomeText {
  title: string
  summary: string
  hero: { title: string; text: string; link: SiteLink }
  featuredTitle: string
  latestTitle: string
  callout: { title: string; text: string; link: SiteLink }
}

const ENGLISH: HomeText = {
  title: 'Lamp: Read the Bible, Pray Through the Day',
  summary: 'Read the King James Bible, follow morning, afternoon and evening devotions, and find verses for whatever you are facing.',
  hero: {
    title: 'A lamp unto your feet',
    text: 'Read the whole King James Bible, pray through the day with three short devotions, and find the verses you need for whatever you are facing.',
    link: { title: 'Start reading', url: '/bible', target: null },
  },
  featuredTitle: 'Verses to carry with you today',
  latestTitle: 'Latest articles',
  callout: {
    title: 'Three moments with God, every day',
    text: 'Each morning, afternoon and evening brings a Bible passage, a short study, a prayer and words from Christians of the past. Five minutes is enough to begin.',
    link: { title: 'Read today\'s devotion', url: '/emails/daily/am', target: null },
  },
}

const SPANISH: HomeText = {
  title: 'Lamp: lee la Biblia y ora durante el día',
  summary: 'Lee la Biblia King James, sigue los devocionales de mañana, tarde y noche, y encuentra versículos para lo que estés viviendo.',
  hero: {
    title: 'Lámpara a tus pies',
    text: 'Lee toda la Biblia King James, ora a lo largo del día con tres devocionales breves y encuentra los versículos que necesitas.',
    link: { title: 'Empezar a leer', url: '/es/bible', target: null },
  },
  featuredTitle: 'Versículos para llevar contigo hoy',
  latestTitle: 'Artículos recientes',
  callout: {
    title: 'Tres momentos con Dios cada día',
    text: 'Cada mañana, tarde y noche trae un pasaje bíblico, un breve estudio, una oración y palabras de cristianos del pasado. Cinco minutos bastan para comenzar.',
    link: { title: 'Leer el devocional de hoy', url: '/es/emails/daily/am', target: null },
  },
}

/** Block ids are keyed by section, so both languages share them. Scripture stays KJV in both. */
function homeProperties(text: HomeText, verses: string[]): Record<string, unknown> {
  return {
    title: text.title,
    summary: text.summary,
    sections: blockList([
      block('home:hero', 'hero', { ...text.hero }),
      block('home:featuredVerses', 'featuredVerses', { title: text.featuredTitle, verses }),
      block('home:latestArticles', 'latestArticles', { title: text.latestTitle, count: 3 }),
      block('home:devotionalCallout', 'devotionalCallout', { ...text.callout }),
    ]),
  }
}

/**
 * The Bible seed creates the root (`homePage`, '/') with no properties, and seeds run once each, so the
 * home page's content is an update of that row rather than a second node. Touches only the root.
 */
export function updateHomePage(db: Database, bible: BibleIndex): void {
  const verses = FEATURED_VERSES.map((reference) => bible.versePicker(reference))
  const root = db.prepare<[], { id: string; name: string; properties: string }>('SELECT id, name, properties FROM content WHERE parent_id IS NULL').get()
  if (!root) throw new Error('the site seed needs the root created by the Bible seed')
  const existing = JSON.parse(root.properties) as Record<string, unknown>
  db.prepare('UPDATE content SET properties = ? WHERE id = ?')
    .run(JSON.stringify({ ...existing, ...homeProperties(ENGLISH, verses), adTemplate: 'homepage' }), root.id)
  const culture = db.prepare('INSERT OR REPLACE INTO content_culture (content_id, culture, name, properties) VALUES (?, ?, ?, ?)')
  culture.run(root.id, 'en-US', root.name, '{}')
  culture.run(root.id, 'es-ES', root.name, JSON.stringify(homeProperties(SPANISH, verses)))
}
