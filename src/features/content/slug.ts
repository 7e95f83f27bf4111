/**
 * Content slugs are lower-case words joined by hyphens, at most 200 characters; anything else cannot exist (a 404
 * before any request). The bound keeps every query a slug goes into (`contentSlug:{slug}`, a children fetch under its
 * path) within the values the content service accepts (contracts/content-query.ts): a longer one was refused with
 * 400, which surfaced as a server error instead of Page Not Found.
 */
export const parseSlug = (value: string | undefined): string | null =>
  value !== undefined && /^(?=.{1,200}$)[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : null
