import { describe, expect, it } from 'vitest'
import type { CompactRichTextNode } from '#src/lib/content.ts'
import { copiedVerses } from './verse-copy.ts'
import { parseVerseHash, rangeOf, verseHash, verseReference } from './verse-range.ts'

// A chapter's verses as the Query cache holds them: compact rich text, italics as elements (the translators' added words).
const john3: Array<[number, CompactRichTextNode[]]> = [
  [15, ['That whosoever believeth in him should not perish, but have eternal life.']],
  [16, ['For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.']],
  [17, ['For God sent not his Son into the world to condemn the world; but that the world through him might be saved.']],
  [18, ['He that believeth on him is not condemned: but he that believeth not is condemned already, because he hath not believed in the name of the only begotten Son of God.']],
  [19, ['And this is the condemnation, that light is come into the world, and men loved darkness rather than light, because their deeds were evil.']],
  [20, ['For every one that doeth evil hateth the light, neither cometh to the light, lest his deeds should be reproved.']],
  [21, ['But he that doeth truth cometh to the light, that his deeds may be made manifest, that they ', { tag: 'em', elements: ['are'] }, ' wrought in God.']],
]
const verses = john3.map(([verseNumber, elements]) => ({ properties: { verseNumber, text: { elements } } }))

describe('copying verses from a chapter', () => {
  it('a single verse is its words followed by its reference', () => {
    expect(copiedVerses(verses, rangeOf(16, 16), 'John', 3)).toBe(
      '“For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.”\nJohn 3:16 KJV',
    )
  })

  it('a range is the words of every verse in it, in order, followed by the range', () => {
    const copied = copiedVerses(verses, rangeOf(18, 16), 'John', 3)
    expect(copied).toMatch(/^“For God so loved the world,.* For God sent not his Son.* He that believeth on him .* Son of God\.”\nJohn 3:16-18 KJV$/)
    expect(copied).not.toContain('eternal life')
  })

  it('keeps the words in italics, without their markup', () => {
    expect(copiedVerses(verses, rangeOf(21, 21), 'John', 3)).toBe(
      '“But he that doeth truth cometh to the light, that his deeds may be made manifest, that they are wrought in God.”\nJohn 3:21 KJV',
    )
  })
})

describe('verse references and links', () => {
  it('writes a verse as John 3:16 and a range as John 3:16-18', () => {
    expect(verseReference('John', 3, rangeOf(16, 16))).toBe('John 3:16')
    expect(verseReference('Juan', 3, rangeOf(16, 18))).toBe('Juan 3:16-18')
    expect(verseHash(rangeOf(16, 16))).toBe('v16')
    expect(verseHash(rangeOf(18, 16))).toBe('v16-18')
  })

  it('reads #v16 and #v16-18 back, within the chapter', () => {
    expect(parseVerseHash('#v16', 36)).toEqual({ first: 16, last: 16 })
    expect(parseVerseHash('v16-18', 36)).toEqual({ first: 16, last: 18 })
    expect(parseVerseHash('#v18-16', 36)).toEqual({ first: 16, last: 18 })
    expect(parseVerseHash('#v35-40', 36)).toEqual({ first: 35, last: 36 })
    for (const bad of ['', '#', '#v', '#v0', '#v016', '#v37', '#16', '#v16-', '#v1234', '#main', '#v16-18-20']) {
      expect(parseVerseHash(bad, 36)).toBeNull()
    }
  })
})
