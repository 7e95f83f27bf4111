import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { LateIdentity, LateSession } from '../features/identity/identity-actor.ts'

/** What every route's beforeLoad/loader/head receives. */
export interface RouterContext {
  queryClient: QueryClient
  /** The page's Lingui instance: the browser's one, or one per server request (two renders never share it). */
  i18n: I18n
  /**
   * Who is signed in (machines/identity); guards read it, the header and profile send it events. A handle the
   * browser fills after hydration (docs/decisions/0110); on the server it stays empty and answers "pending"
   * (docs/decisions/0041).
   */
  identity: LateIdentity
  /** The visitor session (machines/session): its rsid goes to the provider and the registration page. */
  session: LateSession
  /** What the document carries besides the page: the same on the server and in the hydrating browser. */
  page: PageDocumentData
  /** The request's cookies on the server, document.cookie in the browser (the root's returning-reader redirect). */
  cookies: () => string
}

export interface PageDocumentData {
  /** The public runtime settings as the page's JSON script holds them (escaped so they cannot close it). */
  settingsJson: string
  /** The build that rendered the page (new-build detection compares it with builds/latest.json). */
  buildId: string
  /** The site's own origin for canonical and Open Graph URLs: configured on the server, never a request's Host. */
  origin: string
  /** Development (Vite's dev server): the document loads the entry from source with hot reload. */
  dev: boolean
}
