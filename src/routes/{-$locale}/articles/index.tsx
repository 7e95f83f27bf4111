import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '../../../features/articles/api/articles.ts'
import { ArticlesPage } from '../../../features/articles/components/articles-page.tsx'
import { landingPageQuery } from '../../../features/reading/api/landing-page.ts'
import { contentPageMeta } from '../../../lib/page-meta.ts'

export const Route = createFileRoute('/{-$locale}/articles/')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  loader: async ({ context: { queryClient, apiLocale } }) => {
    const [landing] = await Promise.all([queryClient.ensureQueryData(landingPageQuery('/articles', apiLocale)), queryClient.ensureQueryData(articlesQuery(apiLocale))])
    return { pageMeta: landing ? contentPageMeta(landing) : {} }
  },
  component: ArticlesPage,
})
