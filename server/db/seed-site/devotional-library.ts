import { contentPicker, type ContentWriter, type NodeRef } from '../content-writer.ts'
import { passageRichText, type BibleIndex } from './bible-refs.ts'
import { DAILY_PASSAGES } from './data/passages.ts'
import { PRAYERS, type PrayerText, type TimeOfDay } from './data/prayers.ts'
import { QUOTES, type QuoteText } from './data/quotes.ts'
import { OLD_TESTAMENT_STUDIES } from './data/studies-old-testament.ts'
import { NEW_TESTAMENT_STUDIES } from './data/studies-new-testament.ts'
import type { StudyText } from './data/study-data.ts'
import { bilingual, richText, slugify } from './nodes.ts'

/** Pickers (UDIs) to the reusable pieces that daily sends point at. */
export interface DevotionalLibrary {
  scriptures: string[]
  studies: string[]
  prayers: Record<TimeOfDay, string[]>
  quotes: string[]
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The fixed words around a study, per language. */
const STUDY_FRAME = {
  english: { read: 'Read', readText: (passage: string) => `Read ${passage} slowly, twice if you can.`, observe: 'Observe', reflect: 'Reflect', discuss: 'Discuss' },
  spanish: { read: 'Lee', readText: (passage: string) => `Lee despacio el pasaje (${passage}), dos veces si puedes.`, observe: 'Observa', reflect: 'Reflexiona', discuss: 'Conversa' },
}

function studyMarkup(study: StudyText, keyPassage: string, frame: (typeof STUDY_FRAME)['english']): string {
  const items = (list: readonly string[]) => list.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')
  return `<p>${escapeHtml(study.introduction)}</p>
    <h2>${frame.read}</h2><p>${escapeHtml(frame.readText(keyPassage))}</p>
    <h2>${frame.observe}</h2><ul>${items(study.observations)}</ul>
    <h2>${frame.reflect}</h2><p>${escapeHtml(study.reflection)}</p>
    <h2>${frame.discuss}</h2><ol>${items(study.questions)}</ol>`
}

const prayerBody = (prayer: PrayerText) => richText(prayer.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''))
const quoteName = (quote: QuoteText) => `${quote.author}: ${quote.text.slice(0, 40)}…`

/**
 * Writes the scripture passages, studies, prayers and quotes once, under /emails/library/, so the 3,285 daily
 * sends can share them: the database stays small and an editor corrects a prayer in one place. Each piece has
 * its Spanish variant; the scripture text itself stays the KJV's (decision 0001).
 */
export function writeDevotionalLibrary(write: ContentWriter, emails: NodeRef, bible: BibleIndex): DevotionalLibrary {
  const library = write(emails, {
    contentType: 'folder', name: 'Devotional Library', urlSegment: 'library', sortOrder: 1, cultures: bilingual('Devotional Library', { name: 'Biblioteca devocional' }),
  })
  const folder = (name: string, spanishName: string, urlSegment: string, sortOrder: number) =>
    write(library, { contentType: 'folder', name, urlSegment, sortOrder, cultures: bilingual(name, { name: spanishName }) })

  const scriptureFolder = folder('Scripture', 'Escritura', 'scripture', 0)
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
      cultures: bilingual(reference, { name: passage.spanishReference, properties: { reference: passage.spanishReference } }),
    })
    return contentPicker(node.id)
  })

  const studyFolder = folder('Bible Studies', 'Estudios bíblicos', 'studies', 1)
  const studies = [...OLD_TESTAMENT_STUDIES, ...NEW_TESTAMENT_STUDIES].map((study, index) => {
    // Looking the passage up fails the seed on a reference the Bible does not have.
    const { spanishReference } = bible.passage(study.keyPassage)
    const { spanish } = study
    const node = write(studyFolder, {
      contentType: 'bibleStudy', name: study.title, urlSegment: slugify(study.title), sortOrder: index,
      properties: {
        title: study.title, keyPassage: study.keyPassage, summary: study.introduction,
        body: richText(studyMarkup(study, study.keyPassage, STUDY_FRAME.english)), questions: study.questions,
      },
      cultures: bilingual(study.title, {
        name: spanish.title,
        properties: {
          title: spanish.title, keyPassage: spanishReference, summary: spanish.introduction,
          body: richText(studyMarkup(spanish, spanishReference, STUDY_FRAME.spanish)), questions: spanish.questions,
        },
      }),
    })
    return contentPicker(node.id)
  })

  const prayerFolder = folder('Prayers', 'Oraciones', 'prayers', 2)
  const prayers: Record<TimeOfDay, string[]> = { morning: [], afternoon: [], evening: [] }
  PRAYERS.forEach((prayer, index) => {
    const node = write(prayerFolder, {
      contentType: 'prayer', name: prayer.title, urlSegment: slugify(prayer.title), sortOrder: index,
      properties: { title: prayer.title, timeOfDay: prayer.timeOfDay, body: prayerBody(prayer) },
      cultures: bilingual(prayer.title, { name: prayer.spanish.title, properties: { title: prayer.spanish.title, body: prayerBody(prayer.spanish) } }),
    })
    prayers[prayer.timeOfDay].push(contentPicker(node.id))
  })

  const quoteFolder = folder('Quotes', 'Citas', 'quotes', 3)
  const quotes = QUOTES.map((quote, index) => {
    const { text, author, source } = quote.spanish
    const node = write(quoteFolder, {
      contentType: 'quote', name: quoteName(quote), urlSegment: `${String(index + 1).padStart(2, '0')}-${slugify(quote.author)}`, sortOrder: index,
      properties: { text: quote.text, author: quote.author, source: quote.source },
      cultures: bilingual(quoteName(quote), { name: quoteName(quote.spanish), properties: { text, author, source } }),
    })
    return contentPicker(node.id)
  })

  return { scriptures, studies, prayers, quotes }
}
