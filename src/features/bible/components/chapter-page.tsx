import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ReadingSizeControl } from '../../reading/components/reading-size-control.tsx'
import { useReadingSize } from '../../reading/reading-size.ts'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import { chapterQuery } from '../api/chapter.ts'
import { chapterVersesQuery } from '../api/chapter-verses.ts'
import type { ChapterParams } from '../api/params.ts'
import { ChapterNav } from './chapter-nav.tsx'
import { RichText } from './rich-text.tsx'
import { toParagraphs, toRouteParams } from './scripture.ts'
import { FavoriteToggle } from '../../favorites/components/favorite-toggle.tsx'

export function ChapterPage({ params }: { params: ChapterParams }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const { data: chapter } = useSuspenseQuery(chapterQuery(params, tag))
  const { data: verses } = useSuspenseQuery(chapterVersesQuery(params, tag))
  const { bookName } = chapter.properties
  const size = useReadingSize()
  return (
    <article className="chapter" data-reading-size={size}>
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/bible" params={{ locale: param }}><Trans>Bible</Trans></Link>
        <span aria-hidden="true"> › </span>
        <Link
          to="/{-$locale}/bible/{$testament}-testament/$book"
          params={{ locale: param, testament: params.testament, book: params.book }}
        >
          {bookName}
        </Link>
      </nav>
      <PageHeading>{chapter.name}</PageHeading>
      <FavoriteToggle kind="chapter" title={chapter.name} />
      <ReadingSizeControl />
      <div className="scripture">
        {toParagraphs(verses).map((paragraph) => (
          <p key={paragraph[0]?.id}>
            {paragraph.map((verse) => (
              <span key={verse.id} id={`v${verse.properties.verseNumber}`} className="verse" data-verse={verse.properties.verseNumber}>
                {/* The number is a visual aid: hidden from assistive technology so the text reads as prose. */}
                <sup className="verse-number" aria-hidden="true">
                  <Link
                    to="/{-$locale}/bible/{$testament}-testament/$book/$chapter/$verse"
                    params={{ ...toRouteParams(params, param), verse: String(verse.properties.verseNumber) }}
                    tabIndex={-1}
                  >
                    {verse.properties.verseNumber}
                  </Link>
                </sup>
                <RichText value={verse.properties.text} />{' '}
              </span>
            ))}
          </p>
        ))}
      </div>
      <ChapterNav previous={chapter.properties.previousChapter} next={chapter.properties.nextChapter} />
    </article>
  )
}
