/**
 * Calendar days: their arithmetic, and a day written out in the reader's language (by the server's loader or here).
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { addDays, compareDates, parseIsoDate, toIsoDate, todayOf, type CalendarDate } from './calendar-date.ts'
export { type DayTexts } from './format.ts'
export { serverDayTexts } from './server-day-texts.ts'
export { useWrittenDay } from './use-written-day.ts'
export { ContentDate } from './components/content-date.tsx'
