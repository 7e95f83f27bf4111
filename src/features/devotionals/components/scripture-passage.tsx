import { Link } from '@tanstack/react-router'
import type { ContentItem } from '#src/lib/content.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import { chapterParamsFromPath, RichText, SCRIPTURE_LANGUAGE, useSitePath } from '#src/features/bible/index.ts'
import { ShareVerseButton, citation } from '#src/features/sharing/index.ts'
import type { ScriptureProperties } from '../api/daily-send.ts'

// A module of its own: the home page's verse of the day shows it too, and must not download the devotional page
// (and the sanitiser its rich text needs) to do so.
/** The send's passage with its verse numbers, a link to the chapter and a share button. */
export function ScripturePassage({ scripture }: { scripture: ContentItem<ScriptureProperties> }) {
  const { param } = useLocale()
  const sitePath = useSitePath()
  const { reference, translation, passage, verseText, chapterPath } = scripture.properties
  const chapter = chapterParamsFromPath(chapterPath)
  const cited = citation(reference, translation)
  return (
    <figure className="passage">
      <blockquote className="scripture" lang={SCRIPTURE_LANGUAGE}><RichText value={verseText} /></blockquote>
      <figcaption>
        {chapter ? (
          <Link to="/{-$locale}/bible/{$testament}-testament/$book/$chapter" params={{ ...chapter, locale: param, chapter: String(chapter.chapter) }}>{cited}</Link>
        ) : cited}
        <ShareVerseButton text={passage} reference={reference} translation={translation} path={sitePath(chapterPath)} />
      </figcaption>
    </figure>
  )
}
