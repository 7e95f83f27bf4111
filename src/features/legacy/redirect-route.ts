import { redirect } from '@tanstack/react-router'
import type { PageMeta } from '../../lib/page-meta.ts'
import { redirectTarget, type RedirectRuleName } from './redirect-rules.ts'

export interface RedirectContext {
  params: { locale?: string | undefined; _splat?: string | undefined }
  location: { searchStr: string }
}

/** A route that only redirects: outside every layout route (spec §2: "none (legacy Bible redirect)"), nothing to render. */
export const REDIRECT_PAGE_META: PageMeta = { adTemplate: 'page-path' }

/** beforeLoad for an old address: apply the named rule, keeping the locale and the query string. */
export const redirectByRule = (name: RedirectRuleName) => ({ params, location }: RedirectContext): never => {
  throw redirect({ href: `${redirectTarget(name, params.locale, params._splat)}${location.searchStr}`, replace: true })
}
