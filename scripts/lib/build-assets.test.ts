import { describe, expect, it } from 'vitest'
import { buildAssetsFrom, onlyForFailures, type ViteManifest } from './build-assets.ts'

// A client manifest as Vite writes it for a layout route whose component and not-found page are split apart.
const manifest: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'] },
  'src/routes/_site/route.tsx?tsr-split=component': {
    file: 'assets/site.js', isDynamicEntry: true, imports: ['src/entry-client.tsx', '_shared.js'],
  },
  'src/routes/_site/route.tsx?tsr-split=notFoundComponent': {
    file: 'assets/site-not-found.js', isDynamicEntry: true, imports: ['src/entry-client.tsx', '_not-found-only.js'], css: ['assets/not-found.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_not-found-only.js': { file: 'assets/not-found-only.js' },
}
const sources: Record<string, string> = { 'src/routes/_site/route.tsx': "export const Route = createFileRoute('/_site')({})" }
const assets = () => buildAssetsFrom(manifest, (file) => sources[file] ?? '', (href) => `/* ${href} */`)

describe('the assets a page names in its HTML', () => {
  it('preloads a route’s component and what it imports, never the code of its not-found page', () => {
    expect(assets().routes['/_site']?.preloads).toEqual(['/assets/site.js', '/assets/shared.js'])
  })

  it('still carries the not-found page’s stylesheet, so a not-found page is styled at its first paint', () => {
    expect(assets().routes['/_site']?.css).toEqual(['/assets/not-found.css'])
    expect(assets().inlineCss['/assets/not-found.css']).toBe('/* /assets/not-found.css */')
  })

  it('tells a failure’s chunk from one a page renders, whatever the router groups together', () => {
    expect(onlyForFailures('src/routes/a.tsx?tsr-split=notFoundComponent')).toBe(true)
    expect(onlyForFailures('src/routes/a.tsx?tsr-split=errorComponent---notFoundComponent')).toBe(true)
    expect(onlyForFailures('src/routes/a.tsx?tsr-split=component---notFoundComponent')).toBe(false)
    expect(onlyForFailures('src/routes/a.tsx?tsr-split=pendingComponent')).toBe(false)
    expect(onlyForFailures('src/routes/a.tsx')).toBe(false)
  })
})
