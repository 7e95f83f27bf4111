import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Problem details the way Umbraco writes them: `{type: "Error", title, status, detail}`. */
export interface ProblemDetails {
  type: 'Error'
  title: string
  status: number
  detail: string
}

/** Thrown by request parsing; the router turns it into a problem-details response. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail)
  }
}

export function problem(c: Context, status: ContentfulStatusCode, title: string, detail: string): Response {
  const body: ProblemDetails = { type: 'Error', title, status, detail }
  return c.json(body, status, { 'Content-Type': 'application/problem+json; charset=utf-8' })
}
