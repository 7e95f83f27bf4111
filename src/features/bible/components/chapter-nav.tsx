import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ContentLink } from '../../../lib/content.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { chapterParamsFromPath } from '../api/params.ts'

function ChapterLink({ link, rel }: { link: ContentLink; rel: 'prev' | 'next' }) {
  const { param } = useLocale()
  const target = link ? chapterParamsFromPath(link.route.path) : null
  if (!link || !target) return <span />
  const name = link.name
  return (
    <Link
      to="/{-$locale}/bible/{$testament}-testament/$book/$chapter"
      params={{ locale: param, testament: target.testament, book: target.book, chapter: String(target.chapter) }}
      rel={rel}
      preload="intent"
      className={`chapter-nav-${rel}`}
    >
      {rel === 'prev' ? <Trans><span aria-hidden="true">← </span>Previous: {name}</Trans> : <Trans>Next: {name}<span aria-hidden="true"> →</span></Trans>}
    </Link>
  )
}

/** Previous and next chapter, across book boundaries (Malachi 4 → Matthew 1). */
export function ChapterNav({ previous, next }: { previous: ContentLink; next: ContentLink }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Chapters`} className="chapter-nav">
      <ChapterLink link={previous} rel="prev" />
      <ChapterLink link={next} rel="next" />
    </nav>
  )
}
