import { isProblemDetails, type FieldErrors, type ProblemDetails } from '#contracts/problem.ts'

/**
 * The problem details a failed call answered with (`application/problem+json`, parsed by the HTTP policy, http.ts,
 * into the error's `data`), or null when it answered none: no answer at all, a deadline, an HTML error page. Read
 * without ofetch's error class, and in a module of its own rather than api-base.ts (which the entry chunk holds), so
 * only the pages that show a refusal download it.
 */
export function problemOf(error: unknown): (ProblemDetails & { errors?: FieldErrors }) | null {
  const body: unknown = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  return isProblemDetails(body) ? body : null
}
