import { useSyncExternalStore } from 'react'

/** The reader's text size for scripture, kept in local storage so every reading page opens at it. */
export const READING_SIZES = ['small', 'medium', 'large', 'x-large'] as const
export type ReadingSize = (typeof READING_SIZES)[number]

export const READING_SIZE_KEY = 'lamp-reading-size'
const DEFAULT: ReadingSize = 'medium'

export const parseReadingSize = (value: unknown): ReadingSize =>
  (READING_SIZES as readonly unknown[]).includes(value) ? (value as ReadingSize) : DEFAULT

const listeners = new Set<() => void>()

function read(): ReadingSize {
  try {
    return parseReadingSize(localStorage.getItem(READING_SIZE_KEY))
  } catch {
    return DEFAULT
  }
}

export function setReadingSize(size: ReadingSize): void {
  try {
    localStorage.setItem(READING_SIZE_KEY, size)
  } catch {
    // Private mode: the size lasts for this page only.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab's change follows here too.
  const onStorage = (event: StorageEvent) => { if (event.key === READING_SIZE_KEY) listener() }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export const useReadingSize = (): ReadingSize => useSyncExternalStore(subscribe, read, () => DEFAULT)
