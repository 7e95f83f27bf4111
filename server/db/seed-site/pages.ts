import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { GENERAL_PAGES } from './data/general-pages.ts'
import { NEWS_ENTRIES, NEWS_INTRO, type NewsEntryData, type NewsText } from './data/news.ts'
import { STUDY_GUIDE } from './data/study-guide.ts'
import { bilingual, block, blockList, richText, umbracoDay } from './nodes.ts'

/**
 * Root-level sort orders start at 20: the Bible is 0, and server/testing/fixtures.ts adds root nodes at 10–14.
 * General pages take `pages` and the numbers after it, one each.
 */
export const ROOT_SORT = { news: 20, articles: 21, verses: 22, videos: 23, store: 24, emails: 25, pages: 26, members: 40 } as const

/** /about/, /privacy-policy/, /terms/, /contact/: generalPage with title, summary, body, in English and Spanish. */
export function writeGeneralPages(write: ContentWriter, root: NodeRef): void {
  GENERAL_PAGES.forEach((page, index) => {
    write(root, {
      contentType: 'generalPage', name: page.name, urlSegment: page.urlSegment, sortOrder: ROOT_SORT.pages + index,
      properties: { title: page.title, summary: page.summary, body: richText(page.markup), adTemplate: 'page-path' },
      cultures: bilingual(page.name, {
        name: page.spanish.name,
        properties: { title: page.spanish.title, summary: page.spanish.summary, body: richText(page.spanish.markup) },
      }),
    })
  })
}

/** /members/ and /members/bible-study-guide/: the guard flags are page properties the app reads before rendering. */
export function writeMembersPages(write: ContentWriter, root: NodeRef): void {
  const members = write(root, {
    contentType: 'generalPage', name: 'Members', urlSegment: 'members', sortOrder: ROOT_SORT.members,
    properties: {
      title: 'Member Resources', summary: 'Study guides and resources for Lamp members.', requireMemberLogin: true, adTemplate: 'page-path',
      body: richText('<p>Welcome back. Here you will find resources for members, starting with <a href="/members/bible-study-guide">the Lamp Bible Study Guide</a>.</p>'),
    },
    cultures: bilingual('Members', {
      name: 'Miembros',
      properties: {
        title: 'Recursos para miembros', summary: 'Guías de estudio y recursos para miembros de Lamp.',
        body: richText('<p>Te damos la bienvenida de nuevo. Aquí encontrarás recursos para miembros, empezando por <a href="/members/bible-study-guide">la guía de estudio bíblico de Lamp</a>.</p>'),
      },
    }),
  })
  write(members, {
    contentType: 'generalPage', name: 'Bible Study Guide', urlSegment: 'bible-study-guide', sortOrder: 0,
    properties: {
      title: STUDY_GUIDE.title, summary: STUDY_GUIDE.summary, body: richText(STUDY_GUIDE.markup),
      requireMemberLogin: true, memberGroups: ['premium'],
      // A long reading page: light keeps the table and headings print-like whatever the reader's preference.
      forcedColourMode: 'light', adTemplate: 'page-path',
    },
    cultures: bilingual('Bible Study Guide', {
      name: 'Guía de estudio bíblico',
      properties: { title: STUDY_GUIDE.spanish.title, summary: STUDY_GUIDE.spanish.summary, body: richText(STUDY_GUIDE.spanish.markup) },
    }),
  })
}

/** Both languages' block lists share block ids (keyed by entry), as Umbraco's variant block lists do. */
const newsSections = (text: (entry: NewsEntryData) => NewsText) => blockList(NEWS_ENTRIES.map((entry) => {
  const { title, summary, markup } = text(entry)
  return block(`news:${entry.key}`, 'newsEntry', { title, date: umbracoDay(entry.date), summary, body: richText(markup) })
}))

/** /news/ is a `newsletter` whose `sections` hold the announcements as `newsEntry` blocks, newest first. */
export function writeNewsPage(write: ContentWriter, root: NodeRef): void {
  write(root, {
    contentType: 'newsletter', name: 'News', urlSegment: 'news', sortOrder: ROOT_SORT.news,
    properties: {
      title: 'News from Lamp', intro: richText(`<p>${NEWS_INTRO.english}</p>`), adTemplate: 'news', sections: newsSections((entry) => entry),
    },
    cultures: bilingual('News', {
      name: 'Noticias',
      properties: { title: 'Noticias de Lamp', intro: richText(`<p>${NEWS_INTRO.spanish}</p>`), sections: newsSections((entry) => entry.spanish) },
    }),
  })
}

/** A landing page whose own route in the app lists its children (/articles, /verses, /videos, /store). */
export function writeLanding(write: ContentWriter, root: NodeRef, node: {
  name: string; urlSegment: string; sortOrder: number; title: string; summary: string; spanish: { name: string; title: string; summary: string }
}): NodeRef {
  return write(root, {
    contentType: 'generalPage', name: node.name, urlSegment: node.urlSegment, sortOrder: node.sortOrder,
    properties: { title: node.title, summary: node.summary },
    cultures: bilingual(node.name, { name: node.spanish.name, properties: { title: node.spanish.title, summary: node.spanish.summary } }),
  })
}
