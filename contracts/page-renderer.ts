// The contract between the reference server (server/http/spa.ts) and the app's server bundle
// (src/entry-server.tsx, built to <build>/server/entry-server.js): plain types, no code.

/** Which files a first view needs, read from the client build's manifest at build time (scripts/lib/build-assets.ts). */
export interface BuildAssets {
  /** The browser entry (`/assets/entry-client-….js`). */
  entry: string
  /** Chunks the entry imports statically: preloaded with the entry. */
  entryImports: string[]
  /** Stylesheets every page needs. */
  entryCss: string[]
  /** Per UI locale (`en`, `es`): its compiled Lingui catalog's chunk, preloaded on that locale's pages. */
  catalogs: Record<string, string[]>
  /** Per route id (`/{-$locale}/_site/bible/`): its lazily loaded chunks and their imports, and their CSS. */
  routes: Record<string, { preloads: string[]; css: string[] }>
  /**
   * The text of every stylesheet above, by its address: a page carries its sheets inline in a `<style>` (no
   * render-blocking request before the first paint; the CSP allows inline styles), the browser loads later ones.
   */
  inlineCss: Record<string, string>
}

export interface PageRendererOptions {
  /** The public runtime settings (R-SET-1), as the server read them. */
  settings: unknown
  /** The same settings as the JSON text the page carries (escaped so it cannot close its script element). */
  settingsJson: string
  buildId: string
  /** Absent under `npm run dev`, where Vite serves the entry from source. */
  assets: BuildAssets | null
  /** The site's configured origin (canonical and Open Graph URLs; never a request's Host header). */
  origin: string
  /** How a render reaches the content service: the same process in production, loopback under `npm run dev`. */
  apiFetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>
  /** The base the content requests are addressed to (e.g. `http://lamp.internal`: never the page request's Host). */
  apiBase: string
  /** A render waits at most this long for one content call. */
  apiTimeoutMs: number
  /** A DOM for sanitising rich text on the server (a jsdom window); the browser uses its own. */
  domWindow: unknown
}

export interface RenderPageOptions {
  /** This response's Content-Security-Policy nonce: on the router's and the document's inline scripts. */
  nonce: string
}

export interface PageRenderer {
  /** Renders the page a GET asks for: 200/404 HTML, or a redirect. */
  render(request: Request, options: RenderPageOptions): Promise<Response>
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer
