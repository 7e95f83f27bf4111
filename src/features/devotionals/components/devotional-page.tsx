import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type ContentItem } from '#src/lib/content.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'
import { PageHeading } from '#src/lib/ui/page-heading.tsx'
import { useLocale } from '#src/lib/use-locale.ts'
import { ScripturePassage } from './scripture-passage.tsx'
import { ReadingSizeControl, useReadingSize } from '#src/features/reading-size/index.ts'
import { RichHtml } from '#src/features/content/index.ts'
import { useWrittenDay, addDays, compareDates, type CalendarDate } from '#src/features/dates/index.ts'
import { dailyRangeQuery } from '../api/daily-range.ts'
import { dailySendQuery, type QuoteProperties } from '../api/daily-send.ts'
import { formatDailyDate, SENDS, type SendKind } from '../daily-date.ts'
import { SendName } from './send-name.tsx'
import { Offers } from '#src/features/offers/index.ts'

function DailyLink({ date, send, rel, children }: { date: CalendarDate; send: SendKind; rel?: string; children: ReactNode }) {
  const { param } = useLocale()
  return (
    <Link to="/{-$locale}/emails/daily/{-$date}/$send" params={{ locale: param, date: formatDailyDate(date), send }} rel={rel}>
      {children}
    </Link>
  )
}

function Quote({ quote }: { quote: ContentItem<QuoteProperties> }) {
  return (
    <figure className="quote">
      <blockquote><p>{quote.properties.text}</p></blockquote>
      <figcaption>{quote.properties.author}, <cite>{quote.properties.source}</cite></figcaption>
    </figure>
  )
}

/** A daily devotional as its email links to it: passage, study, prayer, quotes, and the way to the day's other sends. */
export function DevotionalPage({ date, send }: { date: CalendarDate; send: SendKind }) {
  const { t } = useLingui()
  const { tag } = useLocale()
  const size = useReadingSize()
  const item = orPageNotFound(useSuspenseQuery(dailySendQuery(date, send, tag)).data)
  const { data: range } = useSuspenseQuery(dailyRangeQuery(tag))
  // Only days that have sends are linked (decision 0071): none before the first, none after the last.
  const hasPrevious = !range || compareDates(date, range.first) > 0
  const hasNext = !range || compareDates(date, range.last) < 0
  const { title, scripture, bibleStudy, prayer, quotes, scheduledDate } = item.properties
  const day = useWrittenDay(date, true)
  const studyTitle = bibleStudy?.properties.title
  const prayerTitle = prayer?.properties.title
  return (
    <article className="devotional" data-reading-size={size}>
      <p className="devotional-date"><SendName send={send} /> · <time dateTime={scheduledDate}>{day}</time></p>
      <PageHeading>{title}</PageHeading>
      <ReadingSizeControl />
      {scripture ? (
        <section aria-labelledby="devotional-scripture">
          <h2 id="devotional-scripture"><Trans>Today’s scripture</Trans></h2>
          <ScripturePassage scripture={scripture} />
        </section>
      ) : null}
      {bibleStudy ? (
        <section aria-labelledby="devotional-study">
          <h2 id="devotional-study"><Trans>Bible study: {studyTitle}</Trans></h2>
          <RichHtml value={bibleStudy.properties.body} className="study" />
        </section>
      ) : null}
      {prayer ? (
        <section aria-labelledby="devotional-prayer">
          <h2 id="devotional-prayer"><Trans>Prayer: {prayerTitle}</Trans></h2>
          <RichHtml value={prayer.properties.body} className="prayer" />
        </section>
      ) : null}
      {quotes.length > 0 ? (
        <section aria-labelledby="devotional-quotes">
          <h2 id="devotional-quotes"><Trans>Words to carry</Trans></h2>
          {quotes.map((quote) => <Quote key={quote.id} quote={quote} />)}
        </section>
      ) : null}
      <Offers placement="devotional" />
      <nav aria-label={t`Devotions of this day`} className="devotional-sends">
        <ul>
          {SENDS.filter((other) => other !== send).map((other) => (
            <li key={other}><DailyLink date={date} send={other}><SendName send={other} /></DailyLink></li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t`Other days`} className="devotional-days">
        {hasPrevious ? <DailyLink date={addDays(date, -1)} send={send} rel="prev"><Trans><span aria-hidden="true">← </span>Previous day</Trans></DailyLink> : null}
        {hasNext ? <DailyLink date={addDays(date, 1)} send={send} rel="next"><Trans>Next day<span aria-hidden="true"> →</span></Trans></DailyLink> : null}
      </nav>
    </article>
  )
}
