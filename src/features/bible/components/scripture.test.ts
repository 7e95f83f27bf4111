import { describe, expect, it } from 'vitest'
import type { Verse } from '../api/types.ts'
import { neighbours, toParagraphs, withTrailingSpace } from './scripture.ts'

const verse = (verseNumber: number, startsParagraph: boolean) =>
  ({ name: `John 3:${verseNumber}`, properties: { verseNumber, startsParagraph } }) as unknown as Verse

describe('scripture layout', () => {
  it('starts a paragraph at the first verse and wherever the text marks one', () => {
    const verses = [verse(1, false), verse(2, false), verse(3, true), verse(4, false)]
    expect(toParagraphs(verses).map((p) => p.map((v) => v.properties.verseNumber))).toEqual([[1, 2], [3, 4]])
  })

  it('finds a verse’s neighbours, with none past either end', () => {
    const verses = [verse(1, true), verse(2, false), verse(3, false)]
    expect(neighbours(verses, 2)).toEqual({ previous: verses[0], next: verses[2] })
    expect(neighbours(verses, 1).previous).toBeNull()
    expect(neighbours(verses, 3).next).toBeNull()
  })

  it('ends a verse’s words with the space before the next verse, inside its last words', () => {
    expect(withTrailingSpace({ elements: ['Blessed ', { tag: 'em', elements: ['are'] }, ' the undefiled.'] }))
      .toEqual({ elements: ['Blessed ', { tag: 'em', elements: ['are'] }, ' the undefiled. '] })
    // Words that end in italics keep the space in the italics: still no text node of its own.
    expect(withTrailingSpace({ elements: ['I ', { tag: 'em', elements: ['am'] }] }))
      .toEqual({ elements: ['I ', { tag: 'em', elements: ['am '] }] })
    expect(withTrailingSpace({ elements: [] })).toEqual({ elements: [' '] })
  })
})
