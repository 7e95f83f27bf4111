import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { IdentityActor, SessionActor } from '../features/identity/identity-actor.ts'

/** What every route's beforeLoad/loader/head receives. */
export interface RouterContext {
  queryClient: QueryClient
  /** The page's Lingui instance: the browser's one, or one per server request (two renders never share it). */
  i18n: I18n
  /**
   * Who is signed in (machines/identity); guards read it, the header and profile send it events. On the server it
   * is the machine's never-started actor: it answers "pending" and runs no effect (docs/decisions/0041).
   */
  identity: IdentityActor
  /** The visitor session (machines/session): its rsid goes to the provider and the registration page. */
  session: SessionActor
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
