import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { ReadingSizeControl } from '../../reading/components/reading-size-control.tsx'
import { ShareVerseButton } from '../../reading/components/share-verse-button.tsx'
import { useReadingSize } from '../../reading/reading-size.ts'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import { chapterVersesQuery } from '../api/chapter-verses.ts'
import type { VerseParams } from '../api/params.ts'
import type { Verse } from '../api/types.ts'
import { verseQuery } from '../api/verse.ts'
import { RichText } from './rich-text.tsx'
import { neighbours, toRouteParams } from './scripture.ts'
import { FavoriteToggle } from '../../favorites/components/favorite-toggle.tsx'

function Neighbour({ verse, params, kind }: { verse: Verse | null; params: VerseParams; kind: 'previous' | 'next' }) {
  const { param } = useLocale()
  if (!verse) return null
  const number = verse.properties.verseNumber
  const name = verse.name
  return (
    <figure className={`verse-neighbour verse-neighbour-${kind}`}>
      <figcaption>
        <Link
          to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse"
          params={{ ...toRouteParams(params, param), verse: String(number) }}
          rel={kind === 'previous' ? 'prev' : 'next'}
        >
          {kind === 'previous' ? <Trans>Previous verse: {name}</Trans> : <Trans>Next verse: {name}</Trans>}
        </Link>
      </figcaption>
      <blockquote><p><RichText value={verse.properties.text} /></p></blockquote>
    </figure>
  )
}

/** One verse, large, with the verses either side and the way back to its chapter. */
export function VersePage({ params }: { params: VerseParams }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const { data: verse } = useSuspenseQuery(verseQuery(params, tag))
  const { data: verses } = useSuspenseQuery(chapterVersesQuery(params, tag))
  const { previous, next } = neighbours(verses, verse.properties.verseNumber)
  const chapterName = `${verse.properties.bookName} ${verse.properties.chapterNumber}`
  const size = useReadingSize()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <article className="verse-page" data-reading-size={size}>
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/bible" params={{ locale: param }}><Trans>Bible</Trans></Link>
        <span aria-hidden="true"> › </span>
        <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter" params={toRouteParams(params, param)}>
          {chapterName}
        </Link>
      </nav>
      <PageHeading>{verse.name}</PageHeading>
      <FavoriteToggle kind="verse" title={verse.name} />
      <ReadingSizeControl />
      <blockquote className="verse-focus scripture">
        <p><RichText value={verse.properties.text} /></p>
      </blockquote>
      <p className="topic-verse-reference">
        <ShareVerseButton text={verse.properties.plainText} reference={verse.name} path={pathname} />
      </p>
      <div className="verse-neighbours">
        <Neighbour verse={previous} params={params} kind="previous" />
        <Neighbour verse={next} params={params} kind="next" />
      </div>
      <p>
        <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter" params={toRouteParams(params, param)} hash={`v${params.verse}`}>
          <Trans>Read all of {chapterName}</Trans>
        </Link>
      </p>
    </article>
  )
}
