import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ContentLink } from '#src/lib/content.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { useShortcuts } from '#src/features/keyboard/index.ts'
import { chapterParamsFromPath, type ChapterParams } from '../api/params.ts'

const target = (link: ContentLink) => (link ? chapterParamsFromPath(link.route.path) : null)

function ChapterLink({ link, rel }: { link: ContentLink; rel: 'prev' | 'next' }) {
  const { param } = useLocale()
  const to = target(link)
  if (!link || !to) return <span />
  const name = link.name
  return (
    <Link
      to="/{-$locale}/bible/{$testament}-testament/$book/$chapter"
      params={{ locale: param, testament: to.testament, book: to.book, chapter: String(to.chapter) }}
      rel={rel}
      preload="intent"
      className={`chapter-nav-${rel}`}
      aria-keyshortcuts={rel === 'prev' ? 'ArrowLeft' : 'ArrowRight'}
    >
      {rel === 'prev' ? <Trans><span aria-hidden="true">← </span>Previous: {name}</Trans> : <Trans>Next: {name}<span aria-hidden="true"> →</span></Trans>}
    </Link>
  )
}

/** Previous and next chapter, across book boundaries (Malachi 4 → Matthew 1); ← and → follow them too. */
export function ChapterNav({ previous, next }: { previous: ContentLink; next: ContentLink }) {
  const { t } = useLingui()
  const { param } = useLocale()
  const navigate = useNavigate()
  const go = (to: ChapterParams | null) => to && (() => void navigate({
    to: '/{-$locale}/bible/{$testament}-testament/$book/$chapter',
    params: { locale: param, testament: to.testament, book: to.book, chapter: String(to.chapter) },
  }))
  useShortcuts({ previous: go(target(previous)), next: go(target(next)) })
  return (
    <nav aria-label={t`Chapters`} className="chapter-nav">
      <ChapterLink link={previous} rel="prev" />
      <ChapterLink link={next} rel="next" />
    </nav>
  )
}
