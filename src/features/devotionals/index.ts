/**
 * The daily devotionals: a day's three sends, their addresses and pages, and a devotional's scripture.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { dailySendQuery } from './api/daily-send.ts'
export { ScripturePassage } from './components/scripture-passage.tsx'
export { formatDailyDate } from './daily-date.ts'
