import type { HighlightSegment } from '#contracts/search.ts'

/** A verse with the query's matches as <mark>: text nodes only, so nothing from the server is parsed as HTML. */
export function HighlightedText({ segments }: { segments: readonly HighlightSegment[] }) {
  return <>{segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}</>
}
