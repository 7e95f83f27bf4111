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
