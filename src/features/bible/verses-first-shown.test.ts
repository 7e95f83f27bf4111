import { describe, expect, it } from 'vitest'
import type { Verse } from './api/types.ts'
import { charactersOnScreen, versesHolding } from './verses-first-shown.ts'

/** A verse of `length` characters, part of them in italics (the KJV's supplied words count as text too). */
const verse = (verseNumber: number, length: number) =>
  ({ properties: { verseNumber, startsParagraph: false, text: { elements: ['x'.repeat(length - 3), { tag: 'em', elements: ['abc'] }] } } }) as Verse

describe('the verses a client-side navigation renders first', () => {
  const chapter = [verse(1, 100), verse(2, 100), verse(3, 100), verse(4, 100), verse(5, 100)]

  it('are the verses that hold the screen’s characters, counting the one that crosses the line', () => {
    expect(versesHolding(chapter, 250, 0)).toBe(3)
    expect(versesHolding(chapter, 300, 0)).toBe(3)
    expect(versesHolding(chapter, 301, 0)).toBe(4)
  })

  it('reach a linked verse below the screen, so that it can be scrolled to', () => {
    expect(versesHolding(chapter, 150, 4)).toBe(4)
    expect(versesHolding(chapter, 150, 1)).toBe(2)
  })

  it('are never more than the chapter has', () => {
    expect(versesHolding(chapter, 10_000, 0)).toBe(5)
    expect(versesHolding(chapter, 100, 9)).toBe(5)
    expect(versesHolding([], 100, 0)).toBe(0)
  })

  it('fill a tall phone and a large desktop screen, the column no wider than the text’s measure', () => {
    // 412 × 823 (a phone): about 2,260 characters, more than its ~29 lines of ~45 show.
    expect(charactersOnScreen(412, 823)).toBe(2261)
    // The column stops at 35em: a wider window holds no more per line.
    expect(charactersOnScreen(1920, 1080)).toBe(charactersOnScreen(2560, 1080))
    expect(charactersOnScreen(1920, 1080)).toBe(4320)
  })
})
