/** Content slugs are lower-case words joined by hyphens; anything else cannot exist (a 404 before any request). */
export const parseSlug = (value: string | undefined): string | null =>
  value !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : null
