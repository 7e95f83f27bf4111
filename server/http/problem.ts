import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors, ProblemDetails, ValidationProblem } from '#contracts/problem.ts'

export type { ProblemDetails }

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8'

/** Thrown by request parsing and services; the error handler turns it into a problem-details response. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail)
  }
}

/**
 * Every error body of every service has Umbraco's problem-details shape `{type: "Error", title, status, detail}`
 * (contracts/problem.ts); `extra` adds members a contract asks for (RFC 9457 extension members).
 */
export function problem(c: Context, status: ContentfulStatusCode, title: string, detail: string, extra: Record<string, unknown> = {}): Response {
  const body: ProblemDetails = { ...extra, type: 'Error', title, status, detail }
  return c.json(body, status, { 'Content-Type': PROBLEM_CONTENT_TYPE })
}

/** A 400 naming the fields at fault (decision 0007): `errors` maps each field path to its messages. */
export function validationProblem(c: Context, title: string, errors: FieldErrors): Response {
  const detail = Object.entries(errors).map(([field, messages]) => (field === '' ? messages : messages.map((m) => `${field}: ${m}`)).join(' ')).join(' ')
  const body: ValidationProblem = { type: 'Error', title, status: 400, detail, errors }
  return c.json(body, 400, { 'Content-Type': PROBLEM_CONTENT_TYPE })
}

/** The one error handler: known problems keep their status, anything else is logged and becomes a 500. */
export const problemOnError: ErrorHandler = (error, c) => {
  if (error instanceof HttpProblem) return problem(c, error.status, error.title, error.detail)
  // Middleware from Hono itself (validators, body limits) throws these with a status of their own.
  if (error instanceof HTTPException && error.status < 500) return problem(c, error.status, 'Bad Request', error.message || 'The request cannot be answered.')
  console.error(`${c.req.method} ${c.req.path} failed:`, error)
  return problem(c, 500, 'Internal Server Error', 'The server could not answer this request.')
}

export const problemNotFound: NotFoundHandler = (c) => problem(c, 404, 'Not Found', `There is no ${c.req.method} ${c.req.path}.`)
