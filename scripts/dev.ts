import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { createServer } from 'vite'
import type { CreatePageRenderer } from '../contracts/page-renderer.ts'
import { readConfig } from '../server/config.ts'
import { pageHandler, rendererOptions, type BuildSource, type LoadedBuild } from '../server/http/spa.ts'
import { readSettings } from '../server/settings.ts'
import { exitOnSignal, startServer } from '../server/start-server.ts'
import { SERVER_ENTRY } from '../vite.config.ts'

/**
 * `npm run dev`: one address (PORT) with hot reload and server rendering. Vite runs in middleware mode: it serves
 * the sources and, for a page, loads src/entry-server.tsx through its SSR module graph (so a change shows on the
 * next request). The reference services run on an internal port (DEV_API_PORT, default PORT + 10): Vite proxies
 * their paths there, and server renders call them over loopback with a timeout.
 */
const config = readConfig()
const apiPort = Number(process.env['DEV_API_PORT'] || config.port + 10)
const appOrigin = `http://localhost:${config.port}`
const api = await startServer({ config: { ...config, port: apiPort }, serveApp: false, appOrigin })

const PROXIED = '^/(umbraco|bible-api|global|lead-pathing|ad-sandbox|media/clips|healthz|builds)(/|\\?|$)'
const vite = await createServer({
  server: { middlewareMode: true, proxy: { [PROXIED]: { target: api.url } } },
  appType: 'custom',
})

const settings = readSettings()
const loopback = `http://127.0.0.1:${apiPort}`
let last: { create: CreatePageRenderer; build: LoadedBuild } | null = null
const source: BuildSource = {
  // A new renderer only when an edit gave the server entry a new module instance.
  async current() {
    const { createPageRenderer: create } = (await vite.ssrLoadModule(`/${SERVER_ENTRY}`)) as { createPageRenderer: CreatePageRenderer }
    if (last?.create !== create) {
      const renderer = create({ ...rendererOptions(settings, appOrigin, fetch, loopback), buildId: 'dev', assets: null })
      last = { create, build: { dir: 'dev', buildId: 'dev', renderer, cache: null, serveFile: null } }
    }
    return last.build
  },
  missing: () => 'The dev server could not load src/entry-server.tsx.',
}
const pages = new Hono()
pages.get('*', pageHandler(source, { settings, appOrigin, dev: true }))
const renderPage = getRequestListener(pages.fetch)

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, () => {
    void renderPage(req, res).catch((error: unknown) => {
      vite.ssrFixStacktrace(error as Error)
      console.error(error)
      res.statusCode = 500
      res.end('Server rendering failed: see the terminal.')
    })
  })
})
await new Promise<void>((resolve, reject) => {
  server.once('error', reject)
  server.listen(config.port, resolve)
})
exitOnSignal(() => vite.close(), () => new Promise<void>((resolve) => server.close(() => resolve())), api.close)
console.log(`Lamp is running at ${appOrigin} (services on ${api.url})`)
