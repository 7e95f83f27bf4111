import { CLIP_HEIGHT, CLIP_WIDTH } from '#server/media/clip-size.ts'
import { captionsUrl, clipUrl } from '#server/media/urls.ts'
import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { VIDEO_TOPICS } from './data/videos.ts'
import { bilingual, image, richText } from './nodes.ts'
import { ROOT_SORT, writeLanding } from './pages.ts'

export const formatDuration = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** Both caption tracks, the page's own language first and marked default (the player turns it on). */
function captions(slug: string, language: 'en' | 'es') {
  const tracks = [
    { url: captionsUrl(slug, 'en'), srclang: 'en', label: 'English', default: language === 'en' },
    { url: captionsUrl(slug, 'es'), srclang: 'es', label: 'Español', default: language === 'es' },
  ]
  return language === 'en' ? tracks : tracks.reverse()
}

/**
 * /videos/{topicSlug}/ (`videoTopic`) with three `video` children each; both carry the slug column. Each video
 * is a page of its own at /videos/{topicSlug}/{slug}/ (its route path): a player for `media`, a file this server
 * makes and serves (server/media), with captions in both languages, and a body under it. `sourceUrl` names the
 * same file, for lists that link straight to it.
 */
export function writeVideos(write: ContentWriter, root: NodeRef): void {
  const videos = writeLanding(write, root, {
    name: 'Videos', urlSegment: 'videos', sortOrder: ROOT_SORT.videos,
    title: 'Videos', summary: 'Short teachings on prayer, the Psalms and hope.',
    spanish: { name: 'Vídeos', title: 'Vídeos', summary: 'Enseñanzas breves sobre la oración, los Salmos y la esperanza.' },
  })
  VIDEO_TOPICS.forEach((topic, topicIndex) => {
    const topicNode = write(videos, {
      contentType: 'videoTopic', name: topic.title, urlSegment: topic.slug, slug: topic.slug, sortOrder: topicIndex,
      properties: { title: topic.title, description: topic.description },
      cultures: bilingual(topic.title, { name: topic.spanish.title, properties: { title: topic.spanish.title, description: topic.spanish.description } }),
    })
    topic.videos.forEach((video, index) => {
      const posterUrl = `/media/videos/${video.slug}.svg`
      const { spanish } = video
      write(topicNode, {
        contentType: 'video', name: video.title, urlSegment: video.slug, slug: video.slug, sortOrder: index,
        properties: {
          title: video.title,
          description: video.description,
          body: richText(video.markup),
          speaker: video.speaker,
          durationSeconds: video.durationSeconds,
          duration: formatDuration(video.durationSeconds),
          poster: image(posterUrl, `Poster for "${video.title}"`, 1280, 720),
          media: { url: clipUrl(video.slug), type: 'video/webm', width: CLIP_WIDTH, height: CLIP_HEIGHT },
          captions: captions(video.slug, 'en'),
          sourceUrl: clipUrl(video.slug),
        },
        cultures: bilingual(video.title, {
          name: spanish.title,
          properties: {
            title: spanish.title, description: spanish.description, body: richText(spanish.markup),
            poster: image(posterUrl, `Imagen del vídeo «${spanish.title}»`, 1280, 720),
            captions: captions(video.slug, 'es'),
          },
        }),
      })
    })
  })
}
