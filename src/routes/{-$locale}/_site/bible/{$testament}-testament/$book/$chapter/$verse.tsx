import { createFileRoute } from '@tanstack/react-router'
import { chapterVersesQuery } from '#src/features/bible/api/chapter-verses.ts'
import { toVerseParams } from '#src/features/bible/api/params.ts'
import { verseQuery } from '#src/features/bible/api/verse.ts'
import { VersePage } from '#src/features/bible/components/verse-page.tsx'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/bible/{$testament}-testament/$book/$chapter/$verse')({
  staticData: { adTemplate: 'bible' },
  beforeLoad: ({ params }) => ({ verse: orPageNotFound(toVerseParams(params)) }),
  loader: async ({ context: { queryClient, apiLocale, verse } }) => {
    const [found] = await Promise.all([
      queryClient.ensureQueryData(verseQuery(verse, apiLocale)),
      queryClient.ensureQueryData(chapterVersesQuery(verse, apiLocale)),
    ])
    return { pageMeta: contentPageMeta(orPageNotFound(found)) }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { openGraph: true }),
  component: VerseRoute,
})

function VerseRoute() {
  const { verse } = Route.useRouteContext()
  return <VersePage params={verse} />
}
