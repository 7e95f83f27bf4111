import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['src'], exclude: ['**/*.test.*', '**/routeTree.gen.ts'] }],
  format: formatter({ lineNumbers: false }),
})
