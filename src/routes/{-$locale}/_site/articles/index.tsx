import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '#src/features/articles/api/articles.ts'
import { ArticlesPage } from '#src/features/articles/components/articles-page.tsx'
import { landingPageQuery } from '#src/features/content/api/landing-page.ts'
import { contentPageMeta } from '#src/lib/page-meta.ts'
import { serverDayTexts } from '#src/features/dates/server-day-texts.ts'
import { contentHead } from '#src/app/route-head.ts'

export const Route = createFileRoute('/{-$locale}/_site/articles/')({
  staticData: { adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, i18n, apiLocale } }) => {
    const [landing, articles] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/articles', apiLocale)), queryClient.ensureQueryData(articlesQuery(apiLocale))])
    return {
      pageMeta: landing ? contentPageMeta(landing) : {},
      ...(import.meta.env.SSR ? { days: await serverDayTexts(i18n, articles.map((article) => article.properties.publishDate)) } : {}),
    }
  },
  head: ({ match, loaderData }) => contentHead(match, loaderData, { fallbackTitle: match.context.i18n._(msg`Articles`) }),
  component: ArticlesPage,
})
