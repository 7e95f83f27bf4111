import { Trans, useLingui } from '@lingui/react/macro'
import { isNotFound, Link, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { log } from '../../lib/log.ts'
import { useDocumentTitle } from '../../lib/ui/document-title.ts'
import { PageHeading } from '../../lib/ui/page-heading.tsx'
import { useLocale } from '../../lib/use-locale.ts'

/** The spec's error page: the status code (default 500); 404 is "Page Not Found", anything else "Internal Server Error". */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const path = useRouterState({ select: (state) => state.location.pathname })
  const notFound = status === 404
  const title = notFound ? t`Page Not Found` : t`Internal Server Error`
  useDocumentTitle(title)
  return (
    <article className="error-page">
      <p className="error-status" aria-hidden="true">{status}</p>
      <PageHeading>{title}</PageHeading>
      {notFound ? <p><Trans>Page Not Found: {path}</Trans></p> : <p><Trans>Something went wrong on our side. Please try again in a moment.</Trans></p>}
      <p>
        <Link to="/{-$locale}" params={{ locale: param }}><Trans>Go to the home page</Trans></Link>
      </p>
    </article>
  )
}

/** Reads a status from whatever was thrown (an ofetch FetchError carries one). */
export function statusOf(error: unknown): number {
  if (isNotFound(error)) return 404
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

export function RouteErrorPage({ error }: ErrorComponentProps) {
  log.error('route error', error)
  return <ErrorPage status={statusOf(error)} />
}
