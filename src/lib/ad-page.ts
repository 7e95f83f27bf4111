import { useEffect } from 'react'

/**
 * How a page tells the ad lifecycle what it shows (spec §3 Ad configuration). A page calls
 * `useAdPage({ pageType, contentId, title, tags })` once its content item is loaded; the app (src/app/actors/ads.ts)
 * adds the route's ad template, the address and the UTM parameters. A page that never calls it still gets
 * ads: the app then describes it from the route and the document title.
 */
export interface AdPageDetails {
  /** The content type alias (`bibleChapter`, `article`, ...); also the type posted to a parent window. */
  pageType: string
  contentId: string
  title: string
  tags?: readonly string[]
}

type Listener = (details: AdPageDetails) => void
const listeners = new Set<Listener>()

export function onAdPage(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function announceAdPage(details: AdPageDetails): void {
  listeners.forEach((listener) => listener(details))
}

export function useAdPage({ pageType, contentId, title, tags = [] }: AdPageDetails): void {
  const tagKey = tags.join('\n')
  useEffect(() => {
    announceAdPage({ pageType, contentId, title, tags: tagKey ? tagKey.split('\n') : [] })
  }, [pageType, contentId, title, tagKey])
}
