import { msg } from '@lingui/core/macro'
import { documentTitle } from '../lib/document-head.ts'
import { readSettingsElement, settings } from '../lib/settings.ts'
import type { RouterContext } from './router-context.ts'

/** The name of the meta tag that carries the build id (read back by the browser entry). */
export const BUILD_ID_META = 'lamp-build-id'

// Under `npm run dev` the document loads the entry from source, after Vite's client and React's refresh preamble.
const DEV_SCRIPTS = [
  {
    type: 'module',
    children: 'import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);'
      + 'window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true',
  },
  { type: 'module', src: '/@vite/client' },
  { type: 'module', src: '/src/entry-client.tsx' },
]

interface RootHeadMatch {
  context: Pick<RouterContext, 'page' | 'i18n'>
  status: string
  globalNotFound?: boolean
}

/**
 * The root route's `head()`: what every page has. A route's own title comes after and wins; a page that ended in
 * the router's not-found state (no route's head gives a title then) is titled as such here.
 */
export function rootHead(match: RootHeadMatch, matches: ReadonlyArray<{ status: string; globalNotFound?: boolean }>) {
  const { context } = match
  const notFound = matches.some((each) => each.status === 'notFound' || each.globalNotFound === true)
  const title = notFound ? documentTitle(context.i18n._(msg`Page Not Found`), settings.siteName) : settings.siteName
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: BUILD_ID_META, content: context.page.buildId },
      { title },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    // Only a development build carries them: in the browser's production bundle they were bytes of every first view.
    scripts: import.meta.env.DEV && context.page.dev ? DEV_SCRIPTS : [],
  }
}

/** What the server rendered into the document besides the page, read back so hydration renders the same. */
export function readPageDocumentData(doc: Document, origin: string, dev: boolean): RouterContext['page'] {
  return {
    settingsJson: readSettingsElement(doc),
    buildId: doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`)?.content ?? '',
    origin,
    dev,
  }
}
