import { contentPicker, type ContentWriter, type NodeRef } from '../content-writer.ts'
import { passageRichText, type BibleIndex } from './bible-refs.ts'
import { DAILY_PASSAGES } from './data/passages.ts'
import { PRAYERS, type TimeOfDay } from './data/prayers.ts'
import { QUOTES } from './data/quotes.ts'
import { OLD_TESTAMENT_STUDIES } from './data/studies-old-testament.ts'
import { NEW_TESTAMENT_STUDIES } from './data/studies-new-testament.ts'
import type { StudyData } from './data/study-data.ts'
import { richText, slugify } from './nodes.ts'

/** Pickers (UDIs) to the reusable pieces that daily sends point at. */
export interface DevotionalLibrary {
  scriptures: string[]
  studies: string[]
  prayers: Record<TimeOfDay, string[]>
  quotes: string[]
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function studyMarkup(study: StudyData): string {
  const items = (list: readonly string[]) => list.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')
  return `<p>${escapeHtml(study.introduction)}</p>
    <h2>Read</h2><p>Read ${escapeHtml(study.keyPassage)} slowly, twice if you can.</p>
    <h2>Observe</h2><ul>${items(study.observations)}</ul>
    <h2>Reflect</h2><p>${escapeHtml(study.reflection)}</p>
    <h2>Discuss</h2><ol>${items(study.questions)}</ol>`
}

/**
 * Writes the scripture passages, studies, prayers and quotes once, under /emails/library/, so the 3,285 daily
 * sends can share them: the database stays small and an editor corrects a prayer in one place.
 */
export function writeDevotionalLibrary(write: ContentWriter, emails: NodeRef, bible: BibleIndex): DevotionalLibrary {
  const library = write(emails, { contentType: 'folder', name: 'Devotional Library', urlSegment: 'library', sortOrder: 1 })
  const folder = (name: string, urlSegment: string, sortOrder: number) => write(library, { contentType: 'folder', name, urlSegment, sortOrder })

  const scriptureFolder = folder('Scripture', 'scripture', 0)
  const scriptures = DAILY_PASSAGES.map((reference, index) => {
    const passage = bible.passage(reference)
    const node = write(scriptureFolder, {
      contentType: 'scripture', name: reference, urlSegment: slugify(reference), sortOrder: index,
      properties: {
        reference,
        translation: 'KJV',
        passage: passage.verses.map((verse) => verse.plainText).join(' '),
        verseText: passageRichText(passage.verses),
        verses: passage.verses.map((verse) => contentPicker(verse.id)),
        chapterPath: passage.chapterPath,
      },
    })
    return contentPicker(node.id)
  })

  const studyFolder = folder('Bible Studies', 'studies', 1)
  const studies = [...OLD_TESTAMENT_STUDIES, ...NEW_TESTAMENT_STUDIES].map((study, index) => {
    bible.passage(study.keyPassage) // fails the seed on a reference the Bible does not have
    const node = write(studyFolder, {
      contentType: 'bibleStudy', name: study.title, urlSegment: slugify(study.title), sortOrder: index,
      properties: { title: study.title, keyPassage: study.keyPassage, summary: study.introduction, body: richText(studyMarkup(study)), questions: study.questions },
    })
    return contentPicker(node.id)
  })

  const prayerFolder = folder('Prayers', 'prayers', 2)
  const prayers: Record<TimeOfDay, string[]> = { morning: [], afternoon: [], evening: [] }
  PRAYERS.forEach((prayer, index) => {
    const node = write(prayerFolder, {
      contentType: 'prayer', name: prayer.title, urlSegment: slugify(prayer.title), sortOrder: index,
      properties: { title: prayer.title, timeOfDay: prayer.timeOfDay, body: richText(prayer.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')) },
    })
    prayers[prayer.timeOfDay].push(contentPicker(node.id))
  })

  const quoteFolder = folder('Quotes', 'quotes', 3)
  const quotes = QUOTES.map((quote, index) => {
    const node = write(quoteFolder, {
      contentType: 'quote', name: `${quote.author}: ${quote.text.slice(0, 40)}…`, urlSegment: `${String(index + 1).padStart(2, '0')}-${slugify(quote.author)}`, sortOrder: index,
      properties: { text: quote.text, author: quote.author, source: quote.source },
    })
    return contentPicker(node.id)
  })

  return { scriptures, studies, prayers, quotes }
}
