import { notFound } from '@tanstack/react-router'

/**
 * The one route guard: the router's not-found ("Page Not Found: {path}", status 404) for a value that names no page,
 * and any other value passed through. A route parameter its parser refused stops in `beforeLoad`, before anything is
 * fetched (`beforeLoad: ({ params }) => ({ slug: orPageNotFound(parseSlug(params.slug)) })`); a fetcher's `null` for
 * the content service's 404 stops in the loader (decision 0100).
 */
export function orPageNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound()
  return value
}
