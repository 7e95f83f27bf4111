import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildManifestPlugin } from './scripts/vite-build-manifest-plugin.ts'
import { settingsHtmlPlugin } from './scripts/vite-settings-plugin.ts'

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so that route files are split into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    // Vite 8's React plugin has no babel option: the Lingui macro runs through rolldown's Babel plugin.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    settingsHtmlPlugin(),
    // builds/latest.json and builds/meta/{id}.json: how an open tab learns that a newer build exists.
    buildManifestPlugin(),
  ],
  resolve: { tsconfigPaths: false },
  // A build-time constant, so a build without VITE_INSPECT=1 drops the Stately inspector entirely (src/app/inspect.ts).
  define: { 'import.meta.env.VITE_INSPECT': JSON.stringify(process.env.VITE_INSPECT ?? '') },
  // The manifest lets scripts/report-sizes.ts tell the entry chunk from the route chunks.
  build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
})
