import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISABLED_ONBOARDING_ID } from '#server/onboarding/seed.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

let t: TestApp
beforeAll(() => {
  t = createTestApp()
})
afterAll(() => t.close())

interface NodeRow {
  id: string
  path: string
  contentType: string
  name: string
  properties: string
  cultures: string | null
}
interface CultureRow { name: string; properties: string }

/**
 * Properties that rightly read the same in both languages: people's names, and the King James text, which
 * stays English on /es because no package ships a public-domain Spanish Bible (decision 0001). References
 * ("Job 19:25") can coincide where a book has the same name in both; the Bible-name tests below check those.
 */
const SAME_IN_BOTH = new Set(['author', 'speaker', 'passage', 'verseText', 'text:bibleVerse', 'plainText:bibleVerse', 'reference', 'keyPassage'])
/** Node types named after the Bible (Daniel 1, Job 3): their names are checked against the Spanish book names instead. */
const BIBLE_NAMED = new Set(['testament', 'bibleBook', 'bibleChapter', 'bibleVerse', 'scripture'])
/** Nodes that exist in no culture on purpose: the switched-off onboarding item is never shown to anyone. */
const INVARIANT_ON_PURPOSE = new Set([DISABLED_ONBOARDING_ID])

/** Prose: two or more words with letters (a slug, a date, a URL or a lone name is not prose). */
const isProse = (value: string) => value.replace(/<[^>]*>/g, ' ').trim().split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2
/** Function words: a text with more English ones than Spanish ones is English, whatever else it holds. */
const ENGLISH_WORDS = new Set(['the', 'and', 'of', 'to', 'is', 'in', 'for', 'with', 'that', 'you', 'your', 'it', 'are', 'this', 'we', 'our', 'on', 'be', 'not'])
const SPANISH_WORDS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'que', 'y', 'en', 'un', 'una', 'por', 'para', 'con', 'tu', 'tus', 'se', 'su', 'sus',
  'es', 'no', 'lo', 'al', 'a', 'mi', 'mis', 'me', 'te', 'nos', 'más', 'sin', 'como', 'cuando', 'qué', 'pero', 'hoy', 'muy', 'si', 'ni'])
const looksEnglish = (value: string) => {
  const words = value.replace(/<[^>]*>/g, ' ').toLowerCase().split(/[^\p{L}]+/u)
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length
  return english >= 2 && english > words.filter((word) => SPANISH_WORDS.has(word)).length
}

const nodes = () => t.db.prepare<[], NodeRow>(`SELECT c.id, c.path, c.content_type AS contentType, c.name, c.properties,
    (SELECT group_concat(culture) FROM content_culture WHERE content_id = c.id) AS cultures FROM content c ORDER BY c.tree_key`).all()
const culture = (id: string, name: string) =>
  t.db.prepare<[string, string], CultureRow>('SELECT name, properties FROM content_culture WHERE content_id = ? AND culture = ?').get(id, name)

/** Every string in `english` that is prose, with the value at the same place in `spanish`. */
function* proseLeaves(english: unknown, spanish: unknown, path: string): Generator<{ path: string; english: string; spanish: unknown }> {
  if (typeof english === 'string') {
    if (isProse(english)) yield { path, english, spanish }
  } else if (Array.isArray(english)) {
    for (const [index, item] of english.entries()) yield* proseLeaves(item, Array.isArray(spanish) ? spanish[index] : undefined, `${path}.${index}`)
  } else if (english !== null && typeof english === 'object') {
    for (const [key, item] of Object.entries(english)) {
      const other = spanish !== null && typeof spanish === 'object' ? (spanish as Record<string, unknown>)[key] : undefined
      yield* proseLeaves(item, other, `${path}.${key}`)
    }
  }
}

describe('the Spanish variant of the seed', () => {
  it('exists for every item, and only the switched-off onboarding item is invariant', () => {
    const all = nodes()
    expect(all.length).toBeGreaterThan(35_000)
    const missing = all.filter((node) => !INVARIANT_ON_PURPOSE.has(node.id) && (node.cultures ?? '').split(',').sort().join() !== 'en-US,es-ES')
    expect(missing.map((node) => `${node.path} (${node.cultures ?? 'invariant'})`)).toEqual([])
  })

  it('says in Spanish, not in English, everything an item says in prose', () => {
    const untranslated: string[] = []
    const notSpanish: string[] = []
    for (const node of nodes()) {
      const english = culture(node.id, 'en-US')
      const spanish = culture(node.id, 'es-ES')
      if (!english || !spanish) continue
      const invariant = JSON.parse(node.properties) as Record<string, unknown>
      const englishProperties = { ...invariant, ...(JSON.parse(english.properties) as Record<string, unknown>) }
      const spanishProperties = { ...invariant, ...(JSON.parse(spanish.properties) as Record<string, unknown>) }
      if (spanish.name.trim() === '') untranslated.push(`${node.path} name is empty`)
      if (!BIBLE_NAMED.has(node.contentType) && isProse(english.name) && spanish.name === english.name) untranslated.push(`${node.path} name`)
      for (const [key, value] of Object.entries(englishProperties)) {
        if (SAME_IN_BOTH.has(key) || SAME_IN_BOTH.has(`${key}:${node.contentType}`)) continue
        for (const leaf of proseLeaves(value, spanishProperties[key], key)) {
          if (typeof leaf.spanish !== 'string' || leaf.spanish.trim() === '' || leaf.spanish === leaf.english) {
            untranslated.push(`${node.path} ${leaf.path}`)
          } else if (key !== 'source' && looksEnglish(leaf.spanish)) {
            notSpanish.push(`${node.path} ${leaf.path}: ${leaf.spanish.slice(0, 60)}`)
          }
        }
      }
    }
    expect(untranslated).toEqual([])
    expect(notSpanish).toEqual([])
  })

  it('titles each daily send in Spanish, with the date in Spanish', () => {
    const send = t.db.prepare<[], { id: string }>("SELECT id FROM content WHERE content_type = 'dailyAmSend' AND scheduled_date = '2025-03-14'").get()
    const spanish = culture(send?.id ?? '', 'es-ES')
    expect(JSON.parse(spanish?.properties ?? '{}')).toMatchObject({ title: 'Devoción de la mañana del viernes 14 de marzo de 2025' })
    const evening = t.db.prepare<[], { id: string }>("SELECT id FROM content WHERE content_type = 'dailyEveSend' AND scheduled_date = '2027-12-31'").get()
    expect(JSON.parse(culture(evening?.id ?? '', 'es-ES')?.properties ?? '{}')).toMatchObject({ title: 'Devoción de la noche del viernes 31 de diciembre de 2027' })
  })
})
