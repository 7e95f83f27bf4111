import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeading } from '../../../lib/ui/page-heading.tsx'
import { useLocale } from '../../../lib/use-locale.ts'
import { orPageNotFound } from '../../reading/api/content.ts'
import { RichHtml } from '../../reading/components/rich-html.tsx'
import { generalPageQuery } from '../api/general-page.ts'

export function GeneralPageView({ path }: { path: string }) {
  const { tag } = useLocale()
  const page = orPageNotFound(useSuspenseQuery(generalPageQuery(path, tag)).data)
  const title = page.properties.title ?? page.name
  return (
    <article className="general-page">
      <PageHeading>{title}</PageHeading>
      {page.properties.summary ? <p className="lede">{page.properties.summary}</p> : null}
      <RichHtml value={page.properties.body} className="page-body" />
    </article>
  )
}
