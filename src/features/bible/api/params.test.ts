import { describe, expect, it } from 'vitest'
import { chapterParamsFromPath, chapterPath, parseBookSlug, parseNumberSlug, parseTestament, verseParamsFromPath, versePath } from './params.ts'

describe('Bible route params', () => {
  it('accepts only old and new as a testament', () => {
    expect(parseTestament('old')).toBe('old')
    expect(parseTestament('new')).toBe('new')
    for (const bad of ['Old', 'newer', '', 'middle', undefined]) expect(parseTestament(bad)).toBeNull()
  })

  it('accepts book slugs as lower-case hyphenated words', () => {
    for (const good of ['genesis', '1-samuel', 'song-of-solomon']) expect(parseBookSlug(good)).toBe(good)
    for (const bad of ['Genesis', '1--samuel', '-john', 'john-', 'john.html', '', undefined]) expect(parseBookSlug(bad)).toBeNull()
  })

  it('accepts chapter and verse numbers from 1 without leading zeros', () => {
    expect(parseNumberSlug('1')).toBe(1)
    expect(parseNumberSlug('176')).toBe(176)
    for (const bad of ['0', '01', '-1', '1.5', 'one', '1000', '', undefined]) expect(parseNumberSlug(bad)).toBeNull()
  })

  it('builds content paths and reads a chapter path back', () => {
    const john3 = { testament: 'new', book: 'john', chapter: 3 } as const
    expect(chapterPath(john3)).toBe('/bible/new-testament/john/3/')
    expect(versePath({ ...john3, verse: 16 })).toBe('/bible/new-testament/john/3/16/')
    expect(chapterParamsFromPath('/bible/new-testament/john/3/')).toEqual(john3)
    expect(chapterParamsFromPath('/bible/new-testament/john/3')).toEqual(john3)
    expect(chapterParamsFromPath('/bible/other-testament/john/3/')).toBeNull()
    expect(chapterParamsFromPath('/articles/john/3/')).toBeNull()
    expect(verseParamsFromPath('/bible/new-testament/john/4/1/')).toEqual({ testament: 'new', book: 'john', chapter: 4, verse: 1 })
    expect(verseParamsFromPath('/bible/new-testament/john/4')).toBeNull()
    expect(verseParamsFromPath('/bible/new-testament/john/4/0/')).toBeNull()
  })
})

describe('raw route params', () => {
  it('types a verse address or rejects it whole', async () => {
    const { toVerseParams } = await import('./params.ts')
    expect(toVerseParams({ testament: 'new', book: 'john', chapter: '3', verse: '16' })).toEqual({ testament: 'new', book: 'john', chapter: 3, verse: 16 })
    expect(toVerseParams({ testament: 'middle', book: 'john', chapter: '3', verse: '16' })).toBeNull()
    expect(toVerseParams({ testament: 'new', book: 'john', chapter: '3', verse: '0' })).toBeNull()
  })
})
