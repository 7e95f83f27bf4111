import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLocale } from '#src/lib/use-locale.ts'
import { dailySendQuery, ScripturePassage, formatDailyDate } from '#src/features/devotionals/index.ts'
import type { CalendarDate } from '#src/features/dates/index.ts'

/** Today's morning send's passage, with the way into the whole devotion. Nothing when today has no send. */
export function VerseOfTheDay({ today }: { today: CalendarDate }) {
  const { param, tag } = useLocale()
  const { data: send } = useSuspenseQuery(dailySendQuery(today, 'am', tag))
  const scripture = send?.properties.scripture
  if (!scripture) return null
  return (
    <section aria-labelledby="verse-of-the-day" className="verse-of-the-day">
      <h2 id="verse-of-the-day"><Trans>Verse of the day</Trans></h2>
      <ScripturePassage scripture={scripture} />
      <p>
        <Link to="/{-$locale}/emails/daily/{-$date}/$send" params={{ locale: param, date: formatDailyDate(today), send: 'am' }}>
          <Trans>Read this morning’s devotion</Trans>
        </Link>
      </p>
    </section>
  )
}
