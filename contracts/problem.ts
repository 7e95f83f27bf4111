/**
 * Error bodies of every service, Umbraco's problem-details shape (`application/problem+json`). A 400 caused
 * by invalid input also names the fields: `errors` maps a field path (dot-joined, `''` for the body itself,
 * e.g. `firstName`, `birthday`, `0.path`) to the messages for that field, so a form can show each message
 * next to its field (decision 0007).
 */
export interface ProblemDetails {
  type: 'Error'
  title: string
  status: number
  detail: string
}

export type FieldErrors = Record<string, string[]>

export interface ValidationProblem extends ProblemDetails {
  status: 400
  errors: FieldErrors
}

/** True for a problem-details body: a status and a title at least (what every service's error body has). */
export function isProblemDetails(body: unknown): body is ProblemDetails & { errors?: FieldErrors } {
  if (typeof body !== 'object' || body === null) return false
  const { status, title } = body as { status?: unknown; title?: unknown }
  return typeof status === 'number' && typeof title === 'string'
}

/** True for a body that carries field errors (the app reads it from a failed call's `data`). */
export function isValidationProblem(body: unknown): body is ValidationProblem {
  if (typeof body !== 'object' || body === null) return false
  const errors = (body as { errors?: unknown }).errors
  return (body as { status?: unknown }).status === 400 && typeof errors === 'object' && errors !== null && !Array.isArray(errors)
}
