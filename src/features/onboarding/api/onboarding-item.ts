import type { OnboardingItem, OnboardingQuestion } from '#machines/onboarding/onboarding.machine.ts'
import { fetchContentItem, type ContentItem } from '#src/lib/content.ts'
import { isContentId } from '../content-id.ts'

/** Umbraco Block List (R-CMS-4): `{ items: [{ content: { contentType, id, properties }, settings }] }`. */
interface BlockList<P> {
  items?: Array<{ content?: { contentType?: string; id?: string; properties?: P } | null } | null> | null
}

interface ResponseProperties { responseText?: unknown }
interface QuestionProperties { questionText?: unknown; questionResponses?: BlockList<ResponseProperties> | null }
export interface OnboardingProperties {
  enableOnboarding?: unknown
  /** Decision 0006: the editor's prevent-close setting (only the dialog's own buttons leave it). */
  preventClose?: unknown
  onboardingQuestions?: BlockList<QuestionProperties> | null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function blocks<P>(list: BlockList<P> | null | undefined): Array<{ id: string; properties: P }> {
  return (list?.items ?? []).flatMap((block) => {
    const content = block?.content
    return content?.id && content.properties ? [{ id: content.id, properties: content.properties }] : []
  })
}

/**
 * Maps the onboarding content item to the machine's shape. A question without text or without any answer is
 * dropped: the visitor could neither read it nor move past it. The two switches are on only when they are
 * the boolean `true` (a missing or malformed `preventClose` leaves the dialog closable). Anything but an `onboarding` item is an error,
 * so a wrong `ocid` is retried on the next visit instead of silently setting the flag.
 */
export function toOnboardingItem(item: ContentItem<OnboardingProperties>): OnboardingItem {
  if (item.contentType !== 'onboarding') throw new Error(`Content item ${item.id} is a ${item.contentType}, not an onboarding item`)
  const questions: OnboardingQuestion[] = blocks(item.properties.onboardingQuestions).flatMap(({ id, properties }) => {
    const responses = blocks(properties.questionResponses)
      .map((response) => ({ id: response.id, text: text(response.properties.responseText) }))
      .filter((response) => response.text !== '')
    const questionText = text(properties.questionText)
    return questionText && responses.length > 0 ? [{ id, text: questionText, responses }] : []
  })
  return { enableOnboarding: item.properties.enableOnboarding === true, preventClose: item.properties.preventClose === true, questions }
}

/**
 * The onboarding item by id, in the page's locale. The id is one path segment: checked to be a GUID (and encoded
 * by the fetcher), so no address can steer the request elsewhere on the content service.
 */
export async function fetchOnboardingItem(contentId: string, locale: string): Promise<OnboardingItem> {
  if (!isContentId(contentId)) throw new Error(`Not a content id: ${JSON.stringify(contentId)}`)
  const item = await fetchContentItem<OnboardingProperties>(contentId, locale)
  if (!item) throw new Error(`There is no content item ${contentId}`)
  return toOnboardingItem(item)
}
