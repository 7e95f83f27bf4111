import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context.ts'
import { ErrorPage } from '../app/shell/error-page.tsx'
import { RootShell } from '../app/shell/root-shell.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The fallback page meta, e.g. for a 404 outside every route.
  staticData: { layout: 'default', adTemplate: 'page-path' },
  component: RootShell,
  // Any address no route matches is a 404.
  notFoundComponent: () => <ErrorPage status={404} />,
})
