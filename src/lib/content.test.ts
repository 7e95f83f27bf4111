import { describe, expect, it } from 'vitest'
import { compactRichText, plainTextOf, type RichTextRoot } from './content.ts'

// Psalm 119:2 as the content service sends it: the translators' added words in italics.
const psalm119v2: RichTextRoot = {
  tag: '#root',
  attributes: {},
  elements: [
    { tag: '#text', text: 'Blessed ' },
    { tag: 'em', attributes: {}, elements: [{ tag: '#text', text: 'are' }] },
    { tag: '#text', text: ' they that keep his testimonies, ' },
    { tag: 'em', attributes: {}, elements: [{ tag: '#text', text: 'and that' }] },
    { tag: '#text', text: ' seek him with the whole heart.' },
  ],
  blocks: [],
}

describe('compact rich text', () => {
  it('keeps the words and the elements in order, without attributes or blocks', () => {
    expect(compactRichText(psalm119v2)).toEqual({
      elements: ['Blessed ', { tag: 'em', elements: ['are'] }, ' they that keep his testimonies, ', { tag: 'em', elements: ['and that'] }, ' seek him with the whole heart.'],
    })
  })

  it('reads back the plain text the content service sends beside it', () => {
    expect(plainTextOf(compactRichText(psalm119v2))).toBe('Blessed are they that keep his testimonies, and that seek him with the whole heart.')
    const nested: RichTextRoot = { tag: '#root', attributes: {}, blocks: [], elements: [{ tag: 'p', attributes: {}, elements: [{ tag: 'em', attributes: {}, elements: [{ tag: '#text', text: 'deep' }] }, { tag: '#text', text: ' text' }] }] }
    expect(plainTextOf(compactRichText(nested))).toBe('deep text')
  })
})
