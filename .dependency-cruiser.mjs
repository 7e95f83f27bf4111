// @ts-check
/**
 * Import cycles, type-only imports included (`npm run lint` runs this after ESLint). ESLint's import-x/no-cycle has no
 * option to count `import type`, and a cycle through types is still two modules that cannot be understood apart.
 * No cycle is left and none may come back: there is no list of known violations.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports (type-only ones count). Move what both need below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment:
        'A feature uses another only through its public entry, src/features/<name>/index.ts: import from there, and add ' +
        'what you need to that index if it is not there yet. Routes and the app may import a feature\'s modules directly.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index[.]ts$'] },
    },
  ],
  options: {
    // Count `import type` too: what TypeScript erases is still a dependency of the source.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.builds|\\.stryker-tmp|reports|test-results)/' },
    moduleSystems: ['es6'],
  },
}
