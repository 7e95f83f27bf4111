import { execFileSync } from 'node:child_process'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { appPathPrefix, CATALOGS, LOCALES, localeFrom, translator, type MessageId } from './index.ts'

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

describe('translator', () => {
  it('speaks each language on its own, fills in values and plurals', () => {
    const spanish = translator('es')
    const english = translator('en')
    expect(spanish('page.backTo', { siteName: 'Lamp' })).toBe('Volver a Lamp')
    // The Spanish one in use does not switch the English one (one instance per language, for concurrent requests).
    expect(english('page.backTo', { siteName: 'Lamp' })).toBe('Back to Lamp')
    expect(english('throttle.seconds', { seconds: 1 })).toBe('Too many attempts. Try again in 1 second.')
    expect(english('throttle.seconds', { seconds: 30 })).toBe('Too many attempts. Try again in 30 seconds.')
  })

  it('fills them in under NODE_ENV=production too, where Lingui compiles nothing by itself', () => {
    // Lingui's production build has no message compiler of its own: without the one set here, a page would show
    // "{seconds, plural, …}". Tests run with NODE_ENV=test, so this runs the translator in a production process.
    const script = `import { translator } from ${JSON.stringify(new URL('./index.ts', import.meta.url).pathname)}
process.stdout.write(translator('es')('throttle.seconds', { seconds: 2 }))`
    const printed = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' })
    expect(printed).toBe('Demasiados intentos. Vuelve a intentarlo en 2 segundos.')
  })
})

describe('localeFrom, bounded', () => {
  it('reads only the first 200 characters of ui_locales', () => {
    expect(localeFrom(`${'x '.repeat(99)}es`)).toBe('es')
    // Its last two characters are the 200th and the 201st: only "e" is read.
    expect(localeFrom(`xx ${'x '.repeat(98)}es`)).toBe('en')
  })
})

describe('appPathPrefix', () => {
  it('is nothing for English and /es for Spanish (decision 0003)', () => {
    expect(appPathPrefix('en')).toBe('')
    expect(appPathPrefix('es')).toBe('/es')
  })
})
