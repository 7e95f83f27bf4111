import { describe, expect, it } from 'vitest'
import type { BuildAssets } from '#contracts/page-renderer.ts'
import { markInlinedStylesheets } from './inlined-stylesheets.ts'

const assets: BuildAssets = {
  entry: '/assets/entry.js',
  entryImports: [],
  entryCss: ['/assets/site.css'],
  catalogs: {},
  routes: {
    '/chapter': { preloads: [], css: ['/assets/chapter.css', '/assets/favorites.css'] },
    '/verse': { preloads: [], css: ['/assets/favorites.css', '/assets/not-inlined.css'] },
  },
  inlineCss: { '/assets/site.css': 'a{}', '/assets/chapter.css': 'b{}', '/assets/favorites.css': 'c{}' },
}
const marked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled data-inlined>/g)].map((match) => match[1])

describe('marking the stylesheets a page carries inline', () => {
  it('marks the site’s sheet and each matched route’s, once each, in the head', () => {
    const html = markInlinedStylesheets('<html><head><style>a{}b{}c{}</style></head><body></body></html>', assets, ['__root__', '/chapter', '/verse'])
    expect(marked(html)).toEqual(['/assets/site.css', '/assets/chapter.css', '/assets/favorites.css'])
    expect(html.indexOf('data-inlined')).toBeLessThan(html.indexOf('</head>'))
  })

  it('never marks a sheet the page does not carry: the loader must still fetch it', () => {
    expect(marked(markInlinedStylesheets('<head></head>', assets, ['/verse']))).toEqual(['/assets/site.css', '/assets/favorites.css'])
  })
})
