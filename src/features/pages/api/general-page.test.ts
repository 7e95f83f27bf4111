import { describe, expect, it } from 'vitest'
import { memberAccess, parsePagePath, type GeneralPage } from './general-page.ts'

describe('general page rules', () => {
  it('accepts a path without a dot as a content path', () => {
    expect(parsePagePath('about')).toBe('/about')
    expect(parsePagePath('members/bible-study-guide/')).toBe('/members/bible-study-guide')
  })

  it('rejects any path with a dot, and empty paths or segments', () => {
    for (const bad of ['about.html', 'news.php', 'a/b.c/d', '.well-known/x', '', undefined, 'a//b', 'a\\b']) expect(parsePagePath(bad), String(bad)).toBeNull()
  })

  it('reads the member flags, treating anything but true as public', () => {
    const page = (properties: Record<string, unknown>) => ({ properties }) as unknown as GeneralPage
    expect(memberAccess(page({ requireMemberLogin: true, memberGroups: ['premium', 3, ''] }))).toEqual({ requireMemberLogin: true, memberGroups: ['premium'] })
    expect(memberAccess(page({ requireMemberLogin: 'yes' }))).toEqual({ requireMemberLogin: false, memberGroups: [] })
  })
})
