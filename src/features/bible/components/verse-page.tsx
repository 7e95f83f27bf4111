import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ReadingSizeControl, useReadingSize } from '#src/features/reading-size/index.ts'
import { ShareVerseButton } from '#src/features/sharing/index.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { usePageLocation } from '#src/lib/page-location.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { chapterVersesQuery } from '../api/chapter-verses.ts'
import { verseParamsFromPath, type VerseParams } from '../api/params.ts'
import type { Verse } from '../api/types.ts'
import { verseQuery } from '../api/verse.ts'
import { RichText } from './rich-text.tsx'
import { SCRIPTURE_LANGUAGE, toRouteParams } from './scripture.ts'
import { useShortcuts, KeyboardHelpButton } from '#src/features/keyboard/index.ts'
import { useVerseNeighbours } from '../use-verse-neighbours.ts'
import { ChapterPickerButton } from './chapter-picker/chapter-picker-button.tsx'
import { FavoriteToggle } from '#src/features/favorites/index.ts'

function Neighbour({ verse, kind }: { verse: Verse | null; kind: 'previous' | 'next' }) {
  const { param } = useLocale()
  const target = verse ? verseParamsFromPath(verse.route.path) : null
  if (!verse || !target) return null
  const name = verse.name
  return (
    <figure className={`verse-neighbour verse-neighbour-${kind}`}>
      <figcaption>
        <Link
          to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse"
          params={{ ...toRouteParams(target, param), verse: String(target.verse) }}
          rel={kind === 'previous' ? 'prev' : 'next'}
          aria-keyshortcuts={kind === 'previous' ? 'ArrowLeft' : 'ArrowRight'}
        >
          {kind === 'previous' ? <Trans>Previous verse: {name}</Trans> : <Trans>Next verse: {name}</Trans>}
        </Link>
      </figcaption>
      <blockquote lang={SCRIPTURE_LANGUAGE}><p><RichText value={verse.properties.text} /></p></blockquote>
    </figure>
  )
}

/** ← and → go to the previous and next verse, across chapters and books. */
function useVerseKeys({ previous, next }: { previous: Verse | null; next: Verse | null }) {
  const { param } = useLocale()
  const navigate = useNavigate()
  const go = (verse: Verse | null) => {
    const target = verse ? verseParamsFromPath(verse.route.path) : null
    return target && (() => void navigate({
      to: '/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse',
      params: { ...toRouteParams(target, param), verse: String(target.verse) },
    }))
  }
  useShortcuts({ previous: go(previous), next: go(next) })
}

/** One verse, large, with the verses either side and the way back to its chapter. */
export function VersePage({ params }: { params: VerseParams }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const verse = orPageNotFound(useSuspenseQuery(verseQuery(params, tag)).data)
  const { data: verses } = useSuspenseQuery(chapterVersesQuery(params, tag))
  const { previous, next } = useVerseNeighbours(params, verses, tag)
  useVerseKeys({ previous, next })
  const chapterName = `${verse.properties.bookName} ${verse.properties.chapterNumber}`
  const size = useReadingSize()
  const { pathname } = usePageLocation()
  return (
    <article className="verse-page" data-reading-size={size}>
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/bible" params={{ locale: param }} activeOptions={{ exact: true }}><Trans>Bible</Trans></Link>
        <span aria-hidden="true"> › </span>
        <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter" params={toRouteParams(params, param)} activeOptions={{ exact: true }}>
          {chapterName}
        </Link>
      </nav>
      <PageHeading>{verse.name}</PageHeading>
      <div className="reading-tools">
        <FavoriteToggle kind="verse" title={verse.name} />
        <ChapterPickerButton current={params} />
        <ReadingSizeControl />
        <KeyboardHelpButton />
      </div>
      <blockquote className="verse-focus scripture" lang={SCRIPTURE_LANGUAGE}>
        <p><RichText value={verse.properties.text} /></p>
      </blockquote>
      <p className="topic-verse-reference">
        <ShareVerseButton text={verse.properties.plainText} reference={verse.name} path={pathname} />
      </p>
      <div className="verse-neighbours">
        <Neighbour verse={previous} kind="previous" />
        <Neighbour verse={next} kind="next" />
      </div>
      <p>
        <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter" params={toRouteParams(params, param)} hash={`v${params.verse}`} activeOptions={{ exact: true }}>
          <Trans>Read all of {chapterName}</Trans>
        </Link>
      </p>
    </article>
  )
}
