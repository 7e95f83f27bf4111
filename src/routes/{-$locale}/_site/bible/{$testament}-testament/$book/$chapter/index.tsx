import { createFileRoute } from '@tanstack/react-router'
import { prefetchNextChapter } from '../../../../../../../features/bible/api/adjacent-chapter.ts'
import { chapterQuery } from '../../../../../../../features/bible/api/chapter.ts'
import { chapterVersesQuery } from '../../../../../../../features/bible/api/chapter-verses.ts'
import { toChapterParams } from '../../../../../../../features/bible/api/params.ts'
import { ChapterPage } from '../../../../../../../features/bible/components/chapter-page.tsx'
import { orPageNotFound } from '../../../../../../../lib/page-not-found.ts'
import { contentPageMeta } from '../../../../../../../lib/page-meta.ts'
import { contentHead } from '../../../../../../../app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/bible/{$testament}-testament/$book/$chapter/')({
  staticData: { adTemplate: 'bible' },
  beforeLoad: ({ params }) => ({ chapter: orPageNotFound(toChapterParams(params)) }),
  loader: async ({ context: { queryClient, apiLocale, chapter } }) => {
    const [found] = await Promise.all([
      queryClient.ensureQueryData(chapterQuery(chapter, apiLocale)),
      queryClient.ensureQueryData(chapterVersesQuery(chapter, apiLocale)),
    ])
    const item = orPageNotFound(found)
    // Readers mostly go on to the next chapter: fetch it in the background so that click is instant.
    prefetchNextChapter(queryClient, item, apiLocale)
    return { pageMeta: contentPageMeta(item) }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: ChapterRoute,
})

function ChapterRoute() {
  const { chapter } = Route.useRouteContext()
  return <ChapterPage params={chapter} />
}
