import type { ContentWriter, NodeRef } from '../content-writer.ts'
import { VIDEO_TOPICS } from './data/videos.ts'
import { bilingual, image } from './nodes.ts'
import { ROOT_SORT, writeLanding } from './pages.ts'

export const formatDuration = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** /videos/{topicSlug}/ (`videoTopic`) with three `video` children each; both carry the slug column. */
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
      write(topicNode, {
        contentType: 'video', name: video.title, urlSegment: video.slug, slug: video.slug, sortOrder: index,
        properties: {
          title: video.title,
          description: video.description,
          speaker: video.speaker,
          durationSeconds: video.durationSeconds,
          duration: formatDuration(video.durationSeconds),
          poster: image(`/media/videos/${video.slug}.svg`, `Poster for "${video.title}"`, 1280, 720),
          // Lamp hosts no video files; the reference content links out to where a video would be streamed.
          sourceUrl: `https://video.lamp.example/watch/${video.slug}`,
        },
      })
    })
  })
}
