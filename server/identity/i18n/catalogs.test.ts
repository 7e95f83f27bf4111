import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { CATALOGS, LOCALES, localeFrom, type MessageId } from './index.ts'

/** The ICU arguments a message uses ({siteName}, {minutes, plural, …}), and every plural's categories. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>()
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return
    if (typeof node[0] === 'string' && node.length >= 1 && node.length <= 3 && (node.length === 1 || typeof node[1] === 'string')) {
      found.add(node[0])
      const options = node[2]
      if (options && typeof options === 'object') Object.values(options).forEach(walk)
      return
    }
    node.forEach(walk)
  }
  const compiled = compileMessage(message)
  if (Array.isArray(compiled)) compiled.forEach(walk)
  return [...found].sort()
}

describe('the provider’s message catalogs', () => {
  const ids = Object.keys(CATALOGS.en) as MessageId[]

  for (const locale of LOCALES) {
    it(`${locale}: every message is there, translated, and uses the same arguments as the English one`, () => {
      expect(Object.keys(CATALOGS[locale]).sort()).toEqual([...ids].sort())
      for (const id of ids) {
        const message = CATALOGS[locale][id]
        expect(message.trim(), `${locale} ${id}`).not.toBe('')
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(CATALOGS.en[id]))
      }
    })
  }
})

describe('localeFrom (ui_locales)', () => {
  it('takes the first language Lamp speaks, region ignored, English otherwise', () => {
    expect(localeFrom('es')).toBe('es')
    expect(localeFrom('fr-CA es-MX en')).toBe('es')
    expect(localeFrom('EN-gb es')).toBe('en')
    expect(localeFrom('de')).toBe('en')
    expect(localeFrom(undefined)).toBe('en')
    expect(localeFrom(['es'])).toBe('en')
  })
})
