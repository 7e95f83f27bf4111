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

/** The root route's `head()`: what every page has (a route's own title and meta come after and win). */
export function rootHead({ context }: { context: Pick<RouterContext, 'page'> }) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: BUILD_ID_META, content: context.page.buildId },
      { title: settings.siteName },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    scripts: context.page.dev ? DEV_SCRIPTS : [],
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
