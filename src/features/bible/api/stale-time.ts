/** Scripture does not change while a reader is on the site. */
export const BIBLE_STALE_TIME = Infinity
