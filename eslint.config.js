// @ts-check
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', '.builds', 'node_modules', 'data', 'data-*', '.stryker-tmp', 'reports', 'coverage', 'test-results', 'playwright-report', 'src/routeTree.gen.ts', 'src/locales/*.js', 'src/locales/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // Dependencies point one way: machines <- src/lib <- src/features <- src/routes, src/app. server never imports src.
      // contracts/ (shared wire shapes) sits below both src/ and server/ and imports none of them.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './contracts', from: ['./src', './server', './machines'], message: 'contracts/ are shared wire shapes: they import nothing from src/, server/ or machines/.' },
          { target: './server', from: './src', message: 'server/ never imports the app (src/).' },
          { target: './machines', from: ['./src', './server', './contracts'], message: 'machines/ are pure: they import xstate only.' },
          { target: './src/lib', from: ['./src/features', './src/routes', './src/app'], message: 'src/lib is below features, routes and app.' },
          { target: './src/features', from: ['./src/routes', './src/app'], message: 'features do not import routes or the app.' },
          { target: './src', from: './server', message: 'the app never imports server/ code.' },
        ],
      }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { ...pluginLingui.configs['flat/recommended'], files: ['src/**/*.{ts,tsx}'] },
  {
    // Every string a reader sees goes through Lingui: text in JSX and in the attributes people read or hear.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        // Not words: no letters, camelCase, kebab-case (keys, tokens), snake_case (OAuth and the machines' codes), paths.
        ignore: ['^[^A-Za-z]*$', '^[a-z][a-zA-Z0-9]*$', '^[a-z0-9-]+(:[a-z0-9-]+)*$', '^[a-z0-9]+(_[a-z0-9]+)+$', '^(https?:)?/'],
        ignoreNames: [{ regex: { pattern: '^(className|class|to|href|src|type|role|id|htmlFor|name|rel|target|lang|dir|key|variant|layout|colour|color|icon|data-.*|aria-(?!label|description|roledescription|valuetext).*|preload|method|autoComplete|inputMode|as|tone|size|side|align|status)$' } }],
        ignoreFunctions: ['console.*', 'log.*', 'Error', 'notFound', 'redirect', 'queryKey', 'document.createElement', 'URLSearchParams', 'new URL', 'useNavigate', 'setAttribute', 'classNames', 'cx'],
      }],
    },
  },
  {
    // Server rendering gives each request its own Lingui instance: the core `t` macro translates with the global one,
    // which is never activated on the server. Components use useLingui() or <Trans>/<Plural>; modules msg + i18n._().
    // A plural() or select() must sit inside such a t, never alone.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: '@lingui/core/macro', importNames: ['t'], message: 'Use useLingui() (its t), or msg + i18n._() with the request\'s instance; nest plural()/select() inside that t.' },
        // Its change after hydration is a synchronous render of every caller (decision 0135).
        { name: '@tanstack/react-router', importNames: ['useHydrated', 'ClientOnly'], message: 'Use useHydrated() from src/lib/ui/hydrated.ts: it turns true in a transition.' },
      ] }],
    },
  },
  {
    // Machines are pure statecharts: no React, fetch, storage, router, oidc-client-ts or Lingui runtime.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!xstate(/|$)|\\.{1,2}/).*', message: 'machines/ import only xstate and each other.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator', 'location'],
    },
  },
  {
    // Contracts are the wire shapes shared by src/ and server/: Valibot schemas (decision 0007) and each other.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|valibot$).*', message: 'contracts/ import only valibot and each other.' }] }],
    },
  },
  {
    // Route files export only `Route`: anything else would land in the entry chunk.
    files: ['src/routes/**/*.tsx', 'src/routes/**/*.ts'],
    ignores: ['src/routes/**/*.test.*', 'src/routes/**/-*'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'ExportNamedDeclaration[declaration.type="FunctionDeclaration"]', message: 'Route files export only Route.' },
        { selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name!="Route"]', message: 'Route files export only Route.' },
        { selector: 'ExportDefaultDeclaration', message: 'Route files export only Route.' },
        // One route guard: a parameter that names no page, or a fetcher's null, goes through orPageNotFound.
        { selector: 'ThrowStatement > CallExpression[callee.name="notFound"]', message: 'Use orPageNotFound(value) from src/lib/page-not-found.ts, the one route guard.' },
      ],
    },
  },
)
