import { useQuery } from '@tanstack/react-query'
import { neighbours } from './components/scripture.ts'
import { chapterQuery } from './api/chapter.ts'
import { chapterVersesQuery } from './api/chapter-verses.ts'
import { chapterParamsFromPath, type VerseParams } from './api/params.ts'
import type { Verse } from './api/types.ts'

export interface VerseNeighbours {
  previous: Verse | null
  next: Verse | null
}

/**
 * The verses before and after a verse, across chapter and book boundaries (John 3:36 → John 4:1, Malachi 4:6 →
 * Matthew 1:1): inside its chapter from the chapter's verses; at either end from the chapter's previous/next
 * chapter picker (decision 0001) and that chapter's verses. Genesis 1:1 has no previous, Revelation 22:21 no next.
 * The neighbour in another chapter arrives after the page (it is not needed to show the verse).
 */
export function useVerseNeighbours(params: VerseParams, verses: readonly Verse[], locale: string): VerseNeighbours {
  const inChapter = neighbours(verses, params.verse)
  const atStart = inChapter.previous === null && verses.length > 0
  const atEnd = inChapter.next === null && verses.length > 0
  const chapter = useQuery({ ...chapterQuery(params, locale), enabled: atStart || atEnd })
  const before = atStart ? chapterParamsFromPath(chapter.data?.properties.previousChapter?.route.path ?? '') : null
  const after = atEnd ? chapterParamsFromPath(chapter.data?.properties.nextChapter?.route.path ?? '') : null
  // Disabled queries still need a key: the current chapter's, which is never fetched through them.
  const previousVerses = useQuery({ ...chapterVersesQuery(before ?? params, locale), enabled: before !== null })
  const nextVerses = useQuery({ ...chapterVersesQuery(after ?? params, locale), enabled: after !== null })
  return {
    previous: atStart ? (before ? (previousVerses.data?.at(-1) ?? null) : null) : inChapter.previous,
    next: atEnd ? (after ? (nextVerses.data?.[0] ?? null) : null) : inChapter.next,
  }
}
