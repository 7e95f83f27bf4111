import type { BuildAssets } from '#contracts/page-renderer.ts'

/**
 * Vite's loader for a lazy chunk adds the chunk's stylesheets to the page as `<link>`s, unless the page already has a
 * stylesheet link with that address (it reads the page's links once, at its first load). A server-rendered page
 * carries its stylesheets inline (decision 0111), so after hydration the loader downloaded them all again (on a
 * chapter the site's, the chapter's and the Save toggle's sheets), on a slow connection, for nothing. A
 * disabled link per inlined sheet tells the loader it is there; a disabled stylesheet is neither fetched nor applied,
 * and React's hydration skips links in the head that it did not render.
 */
export function markInlinedStylesheets(html: string, assets: BuildAssets, routeIds: readonly string[]): string {
  const inlined = new Set([...assets.entryCss, ...routeIds.flatMap((routeId) => assets.routes[routeId]?.css ?? [])])
  const links = [...inlined].filter((href) => assets.inlineCss[href] !== undefined)
    .map((href) => `<link rel="stylesheet" href="${href}" disabled data-inlined>`).join('')
  return html.replace('</head>', `${links}</head>`)
}

/** The server's page response with its inlined stylesheets marked (HTML only: a redirect has no page). */
export async function withInlinedStylesheetsMarked(response: Response, assets: BuildAssets | null, routeIds: readonly string[]): Promise<Response> {
  if (!assets || !response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response
  const html = markInlinedStylesheets(await response.text(), assets, routeIds)
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
}
