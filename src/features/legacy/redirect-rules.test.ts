import { describe, expect, it } from 'vitest'
import { fullBibleTarget, redirectRules, redirectTarget, registrationUrl } from './redirect-rules.ts'

describe('legacy redirect rules', () => {
  it('puts old Bible addresses under their testament, keeping book, chapter and verse', () => {
    expect(fullBibleTarget('john/3')).toBe('/bible/new-testament/john/3')
    expect(fullBibleTarget('genesis')).toBe('/bible/old-testament/genesis')
    expect(fullBibleTarget('Psalms/23/1')).toBe('/bible/old-testament/psalms/23/1')
    expect(fullBibleTarget('1-john/4/8/')).toBe('/bible/new-testament/1-john/4/8')
  })

  it('sends anything that is not a book, chapter or verse to the Bible landing', () => {
    for (const odd of [undefined, '', 'john/3/16/17', 'john/three', 'john/0', 'jo hn', '../admin']) expect(fullBibleTarget(odd), String(odd)).toBe('/bible')
  })

  it('keeps the reader’s locale prefix', () => {
    expect(redirectTarget('news', undefined)).toBe('/news')
    expect(redirectTarget('news', 'es')).toBe('/es/news')
    expect(redirectTarget('signUp', 'es')).toBe('/es')
    expect(redirectTarget('fullBible', 'es', 'john/3')).toBe('/es/bible/new-testament/john/3')
  })

  it('names a modern page for every old .php and .html address', () => {
    const old = Object.values(redirectRules).filter((rule) => /\.(php|html)$/.test(rule.from))
    expect(old).toHaveLength(10)
    for (const rule of old) expect(rule.to()).toMatch(/^\/[a-z-]*$/)
  })

  it('hands sign-up to the registration page with a ReturnUrl back to the app and the rsid', () => {
    const registerUrl = 'http://localhost:3001/account/register'
    const url = new URL(registrationUrl('https://lamp.example', 'es', 'V123abcdefghijkl', registerUrl))
    expect(url.pathname).toBe('/account/register')
    expect(url.origin).toBe('http://localhost:3001')
    expect(url.searchParams.get('ReturnUrl')).toBe('https://lamp.example/es')
    expect(url.searchParams.get('rsid')).toBe('V123abcdefghijkl')
    expect(new URL(registrationUrl('https://lamp.example', undefined, null, registerUrl)).searchParams.has('rsid')).toBe(false)
  })
})
