import type { ContentWriter, NodeRef } from '../content-writer.ts'
import type { BibleIndex } from './bible-refs.ts'
import { VERSE_TOPICS } from './data/verse-topics.ts'
import { bilingual, richText } from './nodes.ts'
import { ROOT_SORT, writeLanding } from './pages.ts'

/** /verses/ and one `verseTopic` per topic at /verses/{slug}/, found by the app with filter=contentSlug:{slug}. */
export function writeVerseTopics(write: ContentWriter, root: NodeRef, bible: BibleIndex): void {
  const verses = writeLanding(write, root, {
    name: 'Verses by Topic', urlSegment: 'verses', sortOrder: ROOT_SORT.verses,
    title: 'Bible Verses by Topic', summary: 'Scripture gathered for the moments of life: when you need hope, peace, strength or comfort.',
    spanish: { name: 'Versículos por tema', title: 'Versículos bíblicos por tema', summary: 'Escrituras reunidas para los momentos de la vida: cuando necesitas esperanza, paz, fortaleza o consuelo.' },
  })
  VERSE_TOPICS.forEach((topic, index) => {
    write(verses, {
      contentType: 'verseTopic', name: topic.title, urlSegment: topic.slug, slug: topic.slug, sortOrder: index,
      properties: {
        title: `Bible Verses about ${topic.title}`,
        intro: richText(`<p>${topic.intro}</p>`),
        verses: topic.references.map((reference) => bible.versePicker(reference)),
        adTemplate: 'verse-topic',
      },
      cultures: bilingual(topic.title, {
        name: topic.spanish.title,
        properties: { title: `Versículos bíblicos sobre ${topic.spanish.title.toLowerCase()}`, intro: richText(`<p>${topic.spanish.intro}</p>`) },
      }),
    })
  })
}
