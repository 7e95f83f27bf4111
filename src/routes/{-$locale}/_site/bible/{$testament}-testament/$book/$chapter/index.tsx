import { createFileRoute } from '@tanstack/react-router'
import { prefetchNextChapter } from '#src/features/bible/api/adjacent-chapter.ts'
import { chapterQuery } from '#src/features/bible/api/chapter.ts'
import { chapterVersesQuery } from '#src/features/bible/api/chapter-verses.ts'
import { toChapterParams } from '#src/features/bible/api/params.ts'
import { ChapterPage } from '#src/features/bible/components/chapter-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

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
