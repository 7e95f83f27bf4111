import { describe, expect, it } from 'vitest'
import type { ContentItem } from '#src/lib/content.ts'
import { toOnboardingItem, type OnboardingProperties } from './onboarding-item.ts'

const item = (contentType: string, properties: OnboardingProperties): ContentItem<OnboardingProperties> => ({
  contentType, name: 'First visit', id: 'item-1', createDate: '', updateDate: '', cultures: {},
  route: { path: '/onboarding/', startItem: { id: 'root', path: 'lamp' } }, properties,
})

const response = (id: string, responseText: string) => ({ content: { contentType: 'questionResponse', id, properties: { responseText } }, settings: null })

describe('onboarding item mapping', () => {
  it('maps the Block List of questions and answers', () => {
    const mapped = toOnboardingItem(item('onboarding', {
      enableOnboarding: true,
      onboardingQuestions: {
        items: [
          { content: { contentType: 'onboardingQuestion', id: 'q1', properties: { questionText: 'How often?', questionResponses: { items: [response('r1', 'Daily'), response('r2', 'Weekly')] } } } },
          // No answers: the visitor could not move past it.
          { content: { contentType: 'onboardingQuestion', id: 'q2', properties: { questionText: 'Empty?', questionResponses: { items: [] } } } },
        ],
      },
    }))
    expect(mapped).toEqual({
      enableOnboarding: true,
      preventClose: false,
      questions: [{ id: 'q1', text: 'How often?', responses: [{ id: 'r1', text: 'Daily' }, { id: 'r2', text: 'Weekly' }] }],
    })
  })

  it('treats a missing switch as off and refuses other content types', () => {
    expect(toOnboardingItem(item('onboarding', {}))).toEqual({ enableOnboarding: false, preventClose: false, questions: [] })
    expect(() => toOnboardingItem(item('bibleChapter', { enableOnboarding: true }))).toThrow(/not an onboarding item/)
  })

  it('maps the editor\'s preventClose, on only for the boolean true', () => {
    expect(toOnboardingItem(item('onboarding', { enableOnboarding: true, preventClose: true })).preventClose).toBe(true)
    expect(toOnboardingItem(item('onboarding', { enableOnboarding: true, preventClose: false })).preventClose).toBe(false)
    expect(toOnboardingItem(item('onboarding', { enableOnboarding: true, preventClose: 'true' })).preventClose).toBe(false)
    expect(toOnboardingItem(item('onboarding', { enableOnboarding: true, preventClose: null })).preventClose).toBe(false)
  })
})
