import { queryOptions } from '@tanstack/react-query'
import type { ContentItem } from '../../../lib/content.ts'
import { CONTENT_STALE_TIME, findContentItem } from './content.ts'
import type { PageFlags } from './types.ts'

export interface LandingProperties extends PageFlags { title?: string; summary?: string }
export type LandingPage = ContentItem<LandingProperties>

/** GET /content/item/{path} — a section's landing page (/articles, /verses, /videos, /store): its title and summary. */
export const landingPageQuery = (path: string, locale: string) =>
  queryOptions({
    queryKey: ['content', locale, 'item', path],
    queryFn: () => findContentItem<LandingProperties>(path, locale),
    staleTime: CONTENT_STALE_TIME,
  })
