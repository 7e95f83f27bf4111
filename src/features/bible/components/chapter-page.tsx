import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { ReadingSizeControl, useReadingSize } from '#src/features/reading-size/index.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { chapterQuery } from '../api/chapter.ts'
import { chapterVersesQuery } from '../api/chapter-verses.ts'
import type { ChapterParams } from '../api/params.ts'
import { ChapterNav } from './chapter-nav.tsx'
import { ChapterPickerButton } from './chapter-picker/chapter-picker-button.tsx'
import { ChapterText } from './chapter-text.tsx'
import { KeyboardHelpButton } from '#src/features/keyboard/index.ts'
import { FavoriteToggle } from '#src/features/favorites/index.ts'

export function ChapterPage({ params }: { params: ChapterParams }) {
  const { t } = useLingui()
  const { param, tag } = useLocale()
  const chapter = orPageNotFound(useSuspenseQuery(chapterQuery(params, tag)).data)
  const { data: verses } = useSuspenseQuery(chapterVersesQuery(params, tag))
  const { bookName } = chapter.properties
  const size = useReadingSize()
  return (
    <article className="chapter" data-reading-size={size}>
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <Link to="/{-$locale}/bible" params={{ locale: param }} activeOptions={{ exact: true }}><Trans>Bible</Trans></Link>
        <span aria-hidden="true"> › </span>
        <Link
          to="/{-$locale}/bible/{$testament}-testament/$book"
          params={{ locale: param, testament: params.testament, book: params.book }}
          activeOptions={{ exact: true }}
        >
          {bookName}
        </Link>
      </nav>
      <PageHeading>{chapter.name}</PageHeading>
      <div className="reading-tools">
        <FavoriteToggle kind="chapter" title={chapter.name} />
        <ChapterPickerButton current={params} />
        <ReadingSizeControl />
        <KeyboardHelpButton />
      </div>
      {/* Its own hydration boundary: React hydrates the verses (the bulk of a long chapter) apart from the page around
          them, in a task of their own, and replays a tap on a verse that lands before they are hydrated. */}
      <Suspense><ChapterText key={chapter.id} params={params} bookName={bookName} verses={verses} /></Suspense>
      <ChapterNav previous={chapter.properties.previousChapter} next={chapter.properties.nextChapter} />
    </article>
  )
}
