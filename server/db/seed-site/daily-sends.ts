import type { ContentWriter, NodeRef } from '../content-writer.ts'
import type { DevotionalLibrary } from './devotional-library.ts'
import { bilingual } from './nodes.ts'

const FIRST_DAY = Date.UTC(2025, 0, 1)
/** 2025-01-01 through 2027-12-31 (no leap day in between). */
export const DAYS = 365 * 3
const DAY_MS = 86_400_000
const isoDay = (day: number) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10)

/** The first and last days that have sends: the app keeps its day links and "today" inside them (decision 0070). */
export const SEEDED_RANGE = { firstScheduledDate: isoDay(0), lastScheduledDate: isoDay(DAYS - 1) } as const

const SLOTS = [
  { contentType: 'dailyAmSend', key: 'am', label: 'Morning', spanish: 'Devoción de la mañana', prayers: 'morning', adTemplate: 'devotional-am' },
  { contentType: 'dailyPmSend', key: 'pm', label: 'Afternoon', spanish: 'Devoción de la tarde', prayers: 'afternoon', adTemplate: 'devotional-pm' },
  { contentType: 'dailyEveSend', key: 'eve', label: 'Evening', spanish: 'Devoción de la noche', prayers: 'evening', adTemplate: 'devotional-eve' },
] as const

const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
const SPANISH_DATE = new Intl.DateTimeFormat('es-ES', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** "viernes 14 de marzo de 2025": Spanish runs the weekday into the date, without the comma Intl puts after it. */
function spanishLongDate(date: Date): string {
  return SPANISH_DATE.format(date).replace(/^(\p{L}+),\s*/u, '$1 ')
}

function at<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length]
  if (value === undefined) throw new Error('the devotional library is empty')
  return value
}

/**
 * Three sends a day, each pointing into the shared library. Day d's AM send reads passage d, its PM and evening
 * sends a third and two thirds of the list further on: every slot walks the whole list day by day, so
 * neighbouring days and the three sends of one day never share a passage (the same holds for studies).
 */
export function writeDailySends(write: ContentWriter, daily: NodeRef, library: DevotionalLibrary): void {
  const passageStride = Math.floor(library.scriptures.length / SLOTS.length)
  const studyStride = Math.floor(library.studies.length / SLOTS.length)
  for (let day = 0; day < DAYS; day++) {
    const date = new Date(FIRST_DAY + day * DAY_MS)
    const isoDate = date.toISOString().slice(0, 10)
    const longDate = LONG_DATE.format(date)
    const spanishDate = spanishLongDate(date)
    SLOTS.forEach((slot, slotIndex) => {
      const sendIndex = day * SLOTS.length + slotIndex
      const name = `${slot.label} Devotion ${isoDate}`
      write(daily, {
        contentType: slot.contentType, name, urlSegment: `${isoDate}-${slot.key}`,
        sortOrder: sendIndex, scheduledDate: isoDate,
        properties: {
          title: `${slot.label} Devotion for ${longDate}`,
          scheduledDate: isoDate,
          adTemplate: slot.adTemplate,
          scripture: at(library.scriptures, day + slotIndex * passageStride),
          bibleStudy: at(library.studies, day + slotIndex * studyStride),
          prayer: at(library.prayers[slot.prayers], day),
          // Two quotes per send, moving on by two each send, so no two neighbouring sends share one.
          quotes: [at(library.quotes, sendIndex * 2), at(library.quotes, sendIndex * 2 + 1)],
        },
        cultures: bilingual(name, { name: `${slot.spanish} ${isoDate}`, properties: { title: `${slot.spanish} del ${spanishDate}` } }),
      })
    })
  }
}
