// Its own module, free of the machine's messages and types: the first view's guards need only this rule.

/** Any origin serves to resolve a path; only the path, query and hash of the result are kept. */
const PATH_BASE = 'http://lamp.invalid'

/**
 * The address to return to after sign-in, limited to this origin (R-ID-13) and normalised the way the
 * browser will read it (`new URL`): dot segments resolved, so `/a/../my-profile` is `/my-profile`. Anything
 * that resolves to another origin (`//evil`, `/\evil`, `/\t/evil`, a scheme) falls back to `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/'
  // Control characters are stripped by URL parsers, which could turn `/\t/evil` into `//evil`; refuse them outright.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/'
  let url: URL
  try {
    url = new URL(value, PATH_BASE)
  } catch {
    return '/'
  }
  // Resolving `/a/..//evil` leaves the path `//evil`, which is another host once it is put in the address bar.
  if (url.origin !== PATH_BASE || url.pathname.startsWith('//')) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
