import { storedValue } from '#src/lib/store.ts'

/** The reader's text size for scripture, kept in local storage so every reading page opens at it. */
export const READING_SIZES = ['small', 'medium', 'large', 'x-large'] as const
export type ReadingSize = (typeof READING_SIZES)[number]

export const READING_SIZE_KEY = 'lamp-reading-size'
const DEFAULT: ReadingSize = 'medium'

export const parseReadingSize = (value: unknown): ReadingSize =>
  (READING_SIZES as readonly unknown[]).includes(value) ? (value as ReadingSize) : DEFAULT

/** Another tab's change follows here too; where storage is refused the size lasts for this page only. */
const readingSize = storedValue<ReadingSize>({ key: READING_SIZE_KEY, parse: parseReadingSize, serialize: (size) => size })

export const setReadingSize = (size: ReadingSize): void => readingSize.set(size)

export const useReadingSize = (): ReadingSize => readingSize.use()
