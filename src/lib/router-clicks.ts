import type { MouseEvent } from 'react'

/** A click the browser keeps for itself: another button, or a key asking for a new tab, a new window or a download. */
export const isBrowserClick = (event: MouseEvent<HTMLElement>): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * The path of the same-origin link a plain left click landed on, inside the element whose handler runs: the router's
 * to follow (not a new tab, not a download, not another frame). Null for any other click. One handler on a container
 * routes the clicks of all its plain anchors, where a router `Link` for each would cost a component and a
 * subscription to the router's state each.
 */
export function routerClickTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || isBrowserClick(event)) return null
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || !event.currentTarget.contains(link) || !link.href || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}
