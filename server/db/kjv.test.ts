import { describe, expect, it } from 'vitest'
import { bookSlug, parseVerseText } from './kjv.ts'

// The KJV's book names as address segments, and its verse markup as rich text (database.test.ts seeds the whole text).
describe('bookSlug', () => {
  it('lowers the name and joins its words, numbers kept, with one dash between them and none at the ends', () => {
    expect(bookSlug('Song of Solomon')).toBe('song-of-solomon')
    expect(bookSlug('1 John')).toBe('1-john')
    expect(bookSlug('  Acts of the -- Apostles! ')).toBe('acts-of-the-apostles')
  })
})

describe('parseVerseText', () => {
  it('starts a paragraph only at a leading #', () => {
    expect(parseVerseText('In the beginning').startsParagraph).toBe(false)
    expect(parseVerseText('In the # beginning').startsParagraph).toBe(false)
    expect(parseVerseText('#In the beginning').plainText).toBe('In the beginning')
  })

  it('leaves out the empty runs around italics at the start, at the end and side by side', () => {
    const { text, plainText } = parseVerseText('[And] God said[,][ Let]')
    expect(text.elements).toEqual([
      { tag: 'em', attributes: {}, elements: [{ tag: '#text', text: 'And' }] },
      { tag: '#text', text: ' God said' },
      { tag: 'em', attributes: {}, elements: [{ tag: '#text', text: ',' }] },
      { tag: 'em', attributes: {}, elements: [{ tag: '#text', text: ' Let' }] },
    ])
    expect(plainText).toBe('And God said, Let')
  })
})
