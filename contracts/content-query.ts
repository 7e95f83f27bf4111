/**
 * Bounds of a content service query (Umbraco Delivery API v2) that both sides keep: the service refuses a longer
 * `filter`, `fetch` or `sort` value with 400, and the app never asks it one (a slug or path that long names no
 * item, so its page is not found).
 */
export const CONTENT_QUERY_LIMITS = {
  /** Characters of one fetch, filter or sort value. */
  maxValueLength: 500,
} as const
