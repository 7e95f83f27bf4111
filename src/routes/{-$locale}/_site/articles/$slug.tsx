import { createFileRoute } from '@tanstack/react-router'
import { articleQuery } from '#src/features/articles/api/articles.ts'
import { ArticlePage } from '#src/features/articles/components/article-page.tsx'
import { serverDayTexts } from '#src/features/dates/server-day-texts.ts'
import { parseSlug } from '#src/features/content/slug.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/articles/$slug')({
  staticData: { adTemplate: 'page-path' },
  beforeLoad: ({ params }) => ({ slug: orPageNotFound(parseSlug(params.slug)) }),
  // Valid only if the content service returns an article for the path.
  loader: async ({ context: { queryClient, i18n, apiLocale, slug } }) => {
    const article = orPageNotFound(await queryClient.ensureQueryData(articleQuery(slug, apiLocale)))
    return {
      pageMeta: contentPageMeta(article),
      ...(import.meta.env.SSR ? { days: await serverDayTexts(i18n, [article.properties.publishDate]) } : {}),
    }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData),
  component: ArticleRoute,
})

function ArticleRoute() {
  const { slug } = Route.useRouteContext()
  return <ArticlePage slug={slug} />
}
