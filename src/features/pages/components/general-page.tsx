import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { RichHtml } from '#src/features/content/index.ts'
import { generalPageQuery } from '../api/general-page.ts'

/** A general page from the content; `children` follow its text (the unsubscribe page's form). */
export function GeneralPageView({ path, children }: { path: string; children?: ReactNode }) {
  const { tag } = useLocale()
  const page = orPageNotFound(useSuspenseQuery(generalPageQuery(path, tag)).data)
  const title = page.properties.title ?? page.name
  return (
    <article className="general-page">
      <PageHeading>{title}</PageHeading>
      {page.properties.summary ? <p className="lede">{page.properties.summary}</p> : null}
      <RichHtml value={page.properties.body} className="page-body" />
      {children}
    </article>
  )
}
