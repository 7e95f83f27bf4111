import { useLingui } from '@lingui/react/macro'
import { LandingHeading } from '#src/features/content/index.ts'
import { TopicList } from './verse-topic-page.tsx'

/** /verses: every topic. */
export function VersesPage() {
  const { t } = useLingui()
  return (
    <article className="verses-index">
      <LandingHeading path="/verses" fallbackTitle={t`Verses by topic`} />
      <TopicList />
    </article>
  )
}
