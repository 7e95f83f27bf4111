import { describe, expect, it } from 'vitest'
import { readReferences } from './reference-parser.ts'
import { referenceTarget, targetHref, type BookLink } from './reference.ts'

// The slugs and testaments the content gives each book (decision 0001); the test names only the books it uses.
const BOOKS: Record<number, BookLink> = {
  19: { bookNumber: 19, slug: 'psalms', testament: 'old', name: 'Psalms' },
  22: { bookNumber: 22, slug: 'song-of-solomon', testament: 'old', name: 'Song of Solomon' },
  40: { bookNumber: 40, slug: 'matthew', testament: 'new', name: 'Matthew' },
  43: { bookNumber: 43, slug: 'john', testament: 'new', name: 'John' },
  44: { bookNumber: 44, slug: 'acts', testament: 'new', name: 'Acts' },
  46: { bookNumber: 46, slug: '1-corinthians', testament: 'new', name: '1 Corinthians' },
  65: { bookNumber: 65, slug: 'jude', testament: 'new', name: 'Jude' },
  66: { bookNumber: 66, slug: 'revelation', testament: 'new', name: 'Revelation' },
}

/** Where the jump box sends a reader who types `text` on a page in `locale`. */
function jump(text: string, locale: 'en' | 'es'): string[] {
  return readReferences(text, locale).map((reference) => {
    const book = BOOKS[reference.bookNumber]
    if (!book) throw new Error(`the table lacks book ${reference.bookNumber}`)
    return targetHref(referenceTarget(reference, book), locale === 'es' ? 'es' : undefined)
  })
}

describe('references in English', () => {
  it.each([
    ['jn 3:16', '/bible/new-testament/john/3/16'],
    ['John 3:16', '/bible/new-testament/john/3/16'],
    ['John 3:16-18', '/bible/new-testament/john/3/16#v16-18'],
    ['John 3:16-4:2', '/bible/new-testament/john/3/16#v16-36'],
    ['1 cor 13', '/bible/new-testament/1-corinthians/13'],
    ['ps 23', '/bible/old-testament/psalms/23'],
    ['Psalm 23:1.', '/bible/old-testament/psalms/23/1'],
    ['Rev 22:21', '/bible/new-testament/revelation/22/21'],
    ['Mat 5-7', '/bible/new-testament/matthew/5'],
    ['Song of Songs 2', '/bible/old-testament/song-of-solomon/2'],
    ['Jude 3', '/bible/new-testament/jude/1/3'],
    ['Juan 3:16', '/bible/new-testament/john/3/16'],
  ])('%s → %s', (text, href) => {
    expect(jump(text, 'en')[0]).toBe(href)
  })

  it('labels a reference with the content’s book name', () => {
    const [reference] = readReferences('jn 3:16-18', 'en')
    const john = BOOKS[43]
    expect(reference && john && referenceTarget(reference, john).label).toBe('John 3:16-18')
  })
})

describe('references in Spanish, to the Spanish pages', () => {
  it.each([
    ['Juan 3:16', '/es/bible/new-testament/john/3/16'],
    ['1 Corintios 13', '/es/bible/new-testament/1-corinthians/13'],
    ['Salmos 23:1', '/es/bible/old-testament/psalms/23/1'],
    ['Sal 23', '/es/bible/old-testament/psalms/23'],
    ['Hechos 2:1-4', '/es/bible/new-testament/acts/2/1#v1-4'],
    ['Apocalipsis 22:21', '/es/bible/new-testament/revelation/22/21'],
    ['John 3:16', '/es/bible/new-testament/john/3/16'],
  ])('%s → %s', (text, href) => {
    expect(jump(text, 'es')[0]).toBe(href)
  })
})

describe('what is not a reference (it runs a search)', () => {
  it.each([
    '', '   ', 'everlasting life', 'love', 'John', 'Juan', 'in the beginning', 'Mt 5:3 and stuff',
    'Gen 51', 'John 3:99', 'Rev 23', 'Tobit 1', '3:16', 'a', '"*NEAR(', 'x'.repeat(300),
  ])('%j', (text) => {
    expect(readReferences(text, 'en')).toEqual([])
    expect(readReferences(text, 'es')).toEqual([])
  })
})
