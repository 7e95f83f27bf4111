import type { SiteImage } from '../content-types.ts'

/** A content image with its size reserved, so the page does not jump when it loads. */
export function ContentImage({ image, className }: { image: SiteImage | null | undefined; className?: string }) {
  if (!image) return null
  return <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className={className} />
}
