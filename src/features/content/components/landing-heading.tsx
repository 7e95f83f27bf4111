import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { landingPageQuery } from '../api/landing-page.ts'

/** A section page's heading and summary from its landing content, with a translated fallback title. */
export function LandingHeading({ path, fallbackTitle }: { path: string; fallbackTitle: string }): ReactNode {
  const { tag } = useLocale()
  const { data: page } = useSuspenseQuery(landingPageQuery(path, tag))
  const title = page?.properties.title ?? fallbackTitle
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {page?.properties.summary ? <p className="lede">{page.properties.summary}</p> : null}
    </>
  )
}
