import { queryOptions } from '@tanstack/react-query'
import type { ContentItem } from '../../../lib/content.ts'
import { CONTENT_STALE_TIME, queryContent } from '../../reading/api/content.ts'
import type { PageFlags, SiteImage } from '../../reading/api/types.ts'

export interface VideoTopicProperties extends PageFlags { title: string; description: string }
export interface VideoProperties {
  title: string
  description: string
  speaker: string
  duration: string
  durationSeconds: number
  poster: SiteImage | null
  sourceUrl: string
}
export type VideoTopic = ContentItem<VideoTopicProperties>
export type Video = ContentItem<VideoProperties>

/** The URL segment of a topic or video (its content slug). */
export const slugOf = (item: ContentItem<unknown>) => item.route.path.split('/').filter(Boolean).at(-1) ?? ''

/** GET /content?fetch=descendants:/videos/&filter=contentType:videoTopic,video — topics and their videos in one call. */
export async function fetchVideoLibrary(locale: string): Promise<Array<{ topic: VideoTopic; videos: Video[] }>> {
  const list = await queryContent<VideoTopicProperties & VideoProperties>({ fetch: 'descendants:/videos/', filter: ['contentType:videoTopic,video'], take: 200 }, locale)
  const topics = list.items.filter((item) => item.contentType === 'videoTopic')
  return topics.map((topic) => ({
    topic,
    videos: list.items.filter((item) => item.contentType === 'video' && item.route.path.startsWith(topic.route.path)),
  }))
}

export const videoLibraryQuery = (locale: string) =>
  queryOptions({ queryKey: ['content', locale, 'videos'], queryFn: () => fetchVideoLibrary(locale), staleTime: CONTENT_STALE_TIME })

/**
 * GET /content?filter=contentType:videoTopic&filter=contentSlug:{slug}&take=1, then its children — null when no
 * video topic has the slug.
 */
export async function fetchVideoTopic(slug: string, locale: string): Promise<{ topic: VideoTopic; videos: Video[] } | null> {
  const found = await queryContent<VideoTopicProperties>({ filter: ['contentType:videoTopic', `contentSlug:${slug}`], take: 1 }, locale)
  const topic = found.items[0]
  if (!topic) return null
  const videos = await queryContent<VideoProperties>({ fetch: `children:${topic.id}`, filter: ['contentType:video'], take: 100 }, locale)
  return { topic, videos: videos.items }
}

export const videoTopicQuery = (slug: string, locale: string) =>
  queryOptions({ queryKey: ['content', locale, 'video-topic', slug], queryFn: () => fetchVideoTopic(slug, locale), staleTime: CONTENT_STALE_TIME })
