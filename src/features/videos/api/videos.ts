import { contentQuery, fetchItemOfType, queryContent, type ContentItem } from '#src/lib/content.ts'
import type { PageFlags, RichTextMarkup, SiteImage } from '#src/features/content/index.ts'

export interface VideoTopicProperties extends PageFlags { title: string; description: string }

/** The clip the reference server makes for the video (decision 0071). */
export interface VideoMedia { url: string; type: string; width: number; height: number }
/** A captions file; the page's own language comes first and is the default. */
export interface VideoCaptions { url: string; srclang: string; label: string; default: boolean }

export interface VideoProperties extends PageFlags {
  title: string
  description: string
  body?: RichTextMarkup
  speaker: string
  duration: string
  durationSeconds: number
  poster: SiteImage | null
  media?: VideoMedia | null
  captions?: VideoCaptions[]
  sourceUrl: string
}
export type VideoTopic = ContentItem<VideoTopicProperties>
export type Video = ContentItem<VideoProperties>

/** A video's page, `/videos/{topic}/{video}` (its content route), as route params; null for any other path. */
export function videoParamsOf(video: ContentItem<unknown>): { topicSlug: string; videoSlug: string } | null {
  const match = /^\/videos\/([^/]+)\/([^/]+)\/?$/.exec(video.route.path)
  return match?.[1] && match[2] ? { topicSlug: match[1], videoSlug: match[2] } : null
}

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
  contentQuery(locale, ['videos'], (keyLocale) => fetchVideoLibrary(keyLocale))

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
  contentQuery(locale, ['video-topic', slug], (keyLocale) => fetchVideoTopic(slug, keyLocale))

/** GET /content/item/videos/{topic}/{video} — null unless the service returns a video there. */
export const fetchVideo = (topicSlug: string, videoSlug: string, locale: string): Promise<Video | null> =>
  fetchItemOfType<VideoProperties>(`/videos/${topicSlug}/${videoSlug}`, 'video', locale)

export const videoQuery = (topicSlug: string, videoSlug: string, locale: string) =>
  contentQuery(locale, ['video', topicSlug, videoSlug], (keyLocale) => fetchVideo(topicSlug, videoSlug, keyLocale))
