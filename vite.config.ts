import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { buildManifestPlugin } from './scripts/vite-build-manifest-plugin.ts'
import { compileHintPlugin } from './scripts/vite-compile-hint-plugin.ts'

/** The browser's entry (hydrates the server's HTML) and the server's (renders it); scripts/build.ts builds both. */
export const CLIENT_ENTRY = 'src/entry-client.tsx'
export const SERVER_ENTRY = 'src/entry-server.tsx'

/**
 * The server inlines a page's stylesheets into one <style> (the router's `inlineCss`, src/entry-server.tsx), so the
 * first paint waits for no stylesheet request. The browser must then keep that <style> as it hydrates, which the
 * router's Asset component does only with this flag on; the router plugin sets it off, and this plugin, after it, on.
 */
function inlineCssFlag(): Plugin {
  const on = JSON.stringify('true')
  return { name: 'lamp:inline-css-flag', config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': on, 'import.meta.env.TSS_INLINE_CSS_ENABLED': on } }) }
}

/**
 * A feature's modules do nothing when imported but define what they export (their stylesheets, imported as files of
 * their own, aside). Told so, the bundler keeps of a feature's public entry (src/features/<name>/index.ts) only what
 * the importer uses: otherwise every module it names that runs code at load (a lazy component, a stored value, the
 * HTML sanitiser) would travel with every import of it, into first views that never use them.
 */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/].+\.tsx?$/
const featureModulesArePure = (id: string): boolean | undefined => (FEATURE_MODULE.test(id) ? false : undefined)

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before React's so that route files are split into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    inlineCssFlag(),
    react(),
    // Vite 8's React plugin has no babel option: the Lingui macro runs through rolldown's Babel plugin.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // builds/latest.json and builds/meta/{id}.json: how an open tab learns that a newer build exists.
    buildManifestPlugin(),
    // A large chunk opens with V8's compile hint (decision 0130): its functions compile while it streams in.
    compileHintPlugin(),
  ],
  resolve: {
    tsconfigPaths: false,
    // React 19 has useSyncExternalStore: the selector helper TanStack's store imports through the shim for React 17 is
    // the package's own helper for React 18 and later, and the shim itself leaves the first download.
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }],
  },
  // A build-time constant, so a build without VITE_INSPECT=1 drops the Stately inspector entirely (src/app/inspect.ts).
  define: { 'import.meta.env.VITE_INSPECT': JSON.stringify(process.env.VITE_INSPECT ?? '') },
  // The built server bundle carries its dependencies, so a build folder runs wherever it is copied (tests, bench);
  // under `npm run dev` Node loads them from node_modules as usual.
  ...(command === 'build' ? { ssr: { noExternal: true, target: 'node' as const } } : {}),
  // There is no index.html: the server renders the document (src/app/shell/document.tsx).
  appType: 'custom',
  build: isSsrBuild
    // One file: the server imports each build as a module instance of its own (server/http/spa.ts), and a chunk
    // importing `../entry-server.js` would get a second, unconfigured instance.
    ? { target: 'node20', ssr: SERVER_ENTRY, sourcemap: true, copyPublicDir: false, minify: false, rolldownOptions: { output: { inlineDynamicImports: true } } }
    // The manifest tells the server which files the entry and each route need (scripts/lib/build-assets.ts).
    // Source maps are written for error reports but never referenced or served (the server refuses *.map).
    // Everything the entry imports statically is one chunk with it (decision 0111): split into rolldown's own common
    // chunks, each gzipped on its own and each a request, it was larger and a longer request chain.
    // Query's suspense hook and the hook under it are one chunk: every content page's first view takes both, and apart
    // the small suspense hook was a request of its own.
    : { target: 'es2022', sourcemap: 'hidden', manifest: true, rolldownOptions: { input: CLIENT_ENTRY, treeshake: { moduleSideEffects: featureModulesArePure }, output: { codeSplitting: { groups: [
        { name: 'first-view', tags: ['$initial'] },
        { name: 'suspense-query', test: /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useBaseQuery|useSuspenseQuery)\.js$/ },
      ] } } } },
}))
