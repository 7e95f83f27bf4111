import { createRootRouteWithContext } from '@tanstack/react-router'
import { rootHead } from '../app/root-head.ts'
import type { RouterContext } from '../app/router-context.ts'
import { RootDocument } from '../app/shell/document.tsx'
import { ErrorPage } from '../app/shell/error-page.tsx'
import { SiteLayout } from '../app/shell/layouts.tsx'
import { RootShell } from '../app/shell/root-shell.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The fallback page meta, e.g. for a 404 outside every route.
  staticData: { adTemplate: 'page-path' },
  head: ({ match, matches }) => rootHead(match, matches),
  shellComponent: RootDocument,
  component: RootShell,
  // Any address no route matches is a 404, in the site's frame.
  notFoundComponent: () => <SiteLayout><ErrorPage status={404} /></SiteLayout>,
})
