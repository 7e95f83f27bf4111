import { rootRouteId } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import type { BuildAssets, CreatePageRenderer } from '../contracts/page-renderer.ts'
import { createAppRouter } from './app/router.tsx'
import { emptyAuthActors } from './app/auth-handles.ts'
import { configureServerApi } from './lib/api.ts'
import { createRequestI18n, localeOfPath } from './lib/i18n.ts'
import { createQueryClient } from './lib/query-client.ts'
import { setSanitizerWindow } from './lib/sanitize.ts'
import { applySettings } from './lib/settings.ts'
import { withInlinedStylesheetsMarked } from './app/inlined-stylesheets.ts'

// The router's server manifest type (router-core's `ServerManifest`; that package is not a direct dependency).
type ServerManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>

/**
 * The router's asset manifest for this build: the root route loads the entry (a module script after the
 * dehydrated state) with its imports and CSS; each route preloads the chunks its file was split into, so a page's
 * code downloads beside the entry instead of after it. The stylesheets of the page's routes are inlined into one
 * `<style>` in its head (the router's `inlineCss`): the first paint waits for no stylesheet request.
 */
function routerManifest(assets: BuildAssets, locale: string): ServerManifest {
  const routes: ServerManifest['routes'] = {}
  for (const [routeId, route] of Object.entries(assets.routes)) routes[routeId] = { preloads: route.preloads, css: route.css }
  routes[rootRouteId] = {
    // The entry first: its <script> closes the body, after the page's text, and would be found only there. The page's
    // catalog too: the browser activates it before hydrating, so it must not wait for the entry to ask.
    preloads: [assets.entry, ...assets.entryImports, ...(assets.catalogs[locale] ?? [])],
    css: assets.entryCss,
    scripts: [{ attrs: { type: 'module', src: assets.entry, async: true } }],
  }
  return { routes, inlineCss: { styles: assets.inlineCss } }
}

/**
 * Called once per build by the server (server/http/spa.ts): it configures the process-wide parts (settings, the
 * content service's address, a DOM for sanitising) and returns the renderer. Each render gets its own router, Query
 * cache and Lingui instance; identity and session are never-started actors (no browser, no member).
 */
export const createPageRenderer: CreatePageRenderer = (options) => {
  applySettings(options.settings)
  configureServerApi({ fetch: options.apiFetch, baseURL: options.apiBase, timeoutMs: options.apiTimeoutMs })
  setSanitizerWindow(options.domWindow as Window & typeof globalThis)
  const manifests = options.assets ? { en: routerManifest(options.assets, 'en'), es: routerManifest(options.assets, 'es') } : null
  const page = { settingsJson: options.settingsJson, buildId: options.buildId, origin: options.origin, dev: options.assets === null }

  return {
    async render(request, { nonce }) {
      const url = new URL(request.url)
      const locale = localeOfPath(url.pathname)
      const i18n = await createRequestI18n(locale)
      const manifest = manifests?.[locale]
      const cookies = request.headers.get('cookie') ?? ''
      const handler = createRequestHandler({
        request,
        createRouter: () => createAppRouter({
          queryClient: createQueryClient(), i18n, ...emptyAuthActors(), page, cookies: () => cookies, nonce,
        }),
        ...(manifest ? { getRouterManifest: () => Promise.resolve(manifest) } : {}),
      })
      return handler(async ({ responseHeaders, router }) => withInlinedStylesheetsMarked(
        await renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
        options.assets,
        router.state.matches.map((match) => match.routeId),
      ))
    },
  }
}
