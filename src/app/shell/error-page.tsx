import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { isNotFound, Link, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isChunkLoadError } from '#src/features/updates/browser.ts'
import { httpStatusOf } from '#src/lib/api-base.ts'
import { errorPageSuppressed, log } from '#src/lib/log.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { isReloadPending } from '../actors/reload-pending.ts'
import { PendingPage } from './pending-page.tsx'

/** The error page (R-SHELL-2): the status code (default 500); 404 is "Page Not Found", anything else "Internal Server Error". */
export function ErrorPage({ status = 500, retry }: { status?: number; retry?: () => void }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const path = useRouterState({ select: (state) => state.location.pathname })
  const notFound = status === 404
  const notAuthorized = status === 401
  const title = notFound ? t`Page Not Found` : notAuthorized ? t`You are not authorized` : t`Internal Server Error`
  // R-SHELL-3: a bot or crawler that hits an error gets it logged, never rendered (an empty main).
  const suppressed = errorPageSuppressed()
  useEffect(() => {
    if (suppressed) log.error('error page not rendered for a bot or crawler', { status, path })
  }, [suppressed, status, path])
  if (suppressed) return null
  return (
    <article className="error-page">
      <p className="error-status" aria-hidden="true">{status}</p>
      <PageHeading>{title}</PageHeading>
      {notFound ? <p><Trans>Page Not Found: {path}</Trans></p> : notAuthorized ? null : <p><Trans>Something went wrong on our side. Please try again in a moment.</Trans></p>}
      {retry && !notFound && !notAuthorized ? <p><button type="button" onClick={retry}><Trans>Try again</Trans></button></p> : null}
      <p>
        <Link to="/{-$locale}" params={{ locale: param }}><Trans>Go to the home page</Trans></Link>
      </p>
    </article>
  )
}

/** Reads a status from whatever was thrown (a router not-found, a failed call's answer), 500 for anything else. */
export function statusOf(error: unknown): number {
  if (isNotFound(error)) return 404
  return httpStatusOf(error) ?? 500
}

export function RouteErrorPage({ error }: ErrorComponentProps) {
  const status = statusOf(error)
  const router = useRouter()
  // A failed query stays failed for Suspense until its boundary is reset; "Try again" then re-runs the loaders.
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  // A chunk of an older build is gone and the updates actor is already loading the page afresh: wait for it.
  if (isChunkLoadError(error) && isReloadPending()) {
    log.warn('waiting for the reload after a missing chunk', error)
    return <PendingPage />
  }
  // A member-page guard refusing a visitor (401) is an answer, not a fault.
  if (status !== 401) log.error('route error', error)
  return <ErrorPage status={status} retry={() => void router.invalidate()} />
}
