import { describe, expect, it } from 'vitest'
import { CONTENT_QUERY_LIMITS } from '#contracts/content-query.ts'
import { chapterPath, parseBookSlug } from './params.ts'
import { parseSlug } from '#src/features/content/index.ts'

describe('slugs from the address', () => {
  it('are lower-case words joined by hyphens, up to 200 characters', () => {
    for (const good of ['hope', 'psalm-46-be-still', 'a'.repeat(200)]) expect(parseSlug(good), good).toBe(good)
    for (const bad of ['Hope', 'be--still', '-hope', 'hope-', 'hope.html', '', undefined, 'a'.repeat(201)]) expect(parseSlug(bad)).toBeNull()
    expect(parseBookSlug('a'.repeat(201))).toBeNull()
  })

  it('never make a content query value longer than the service accepts (it would refuse it with 400)', () => {
    const longest = 'a'.repeat(200)
    expect(parseSlug(longest)).toBe(longest)
    // The longest values a slug goes into: a slug filter, and a children fetch under a chapter of the longest book.
    const values = [`contentSlug:${longest}`, `children:${chapterPath({ testament: 'old', book: longest, chapter: 150 })}`]
    for (const value of values) expect(value.length).toBeLessThanOrEqual(CONTENT_QUERY_LIMITS.maxValueLength)
  })
})
