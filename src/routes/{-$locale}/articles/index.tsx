import { createFileRoute } from '@tanstack/react-router'
import { articlesQuery } from '../../../features/articles/api/articles.ts'
import { ArticlesPage } from '../../../features/articles/components/articles-page.tsx'
import { landingPageQuery } from '../../../features/reading/api/landing-page.ts'

export const Route = createFileRoute('/{-$locale}/articles/')({
  staticData: { layout: 'default', adTemplate: 'page-path' },
  loader: ({ context: { queryClient, apiLocale } }) =>
    Promise.all([queryClient.ensureQueryData(landingPageQuery('/articles', apiLocale)), queryClient.ensureQueryData(articlesQuery(apiLocale))]),
  component: ArticlesPage,
})
