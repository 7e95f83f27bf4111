import { describe, expect, it } from 'vitest'
import { createOnboardingTestApp } from './testing.ts'
import { DISABLED_ONBOARDING_ID, FIRST_VISIT_ID, ONBOARDING_CONTENT } from './seed.ts'

interface Blocks { items: Array<{ content: { id: string; contentType: string; properties: Record<string, unknown> }; settings: null }> }

describe('onboarding seed', () => {
  it('writes both items under the root with their fixed ids', () => {
    const { db } = createOnboardingTestApp()
    const rows = db.prepare("SELECT id, content_type AS type FROM content WHERE content_type = 'onboarding' ORDER BY id").all()
    expect(rows).toEqual([{ id: FIRST_VISIT_ID, type: 'onboarding' }, { id: DISABLED_ONBOARDING_ID, type: 'onboarding' }])
  })

  it('asks three questions with three or four answers each, the Spanish variant keeping every id', () => {
    const [first] = ONBOARDING_CONTENT
    const english = first?.properties?.['onboardingQuestions'] as Blocks
    const spanish = first?.cultures?.['es-ES']?.properties?.['onboardingQuestions'] as Blocks
    expect(english.items).toHaveLength(3)
    const shape = (blocks: Blocks) => blocks.items.map((q) => [q.content.id, (q.content.properties['questionResponses'] as Blocks).items.map((r) => r.content.id)])
    expect(shape(spanish)).toEqual(shape(english))
    for (const question of english.items) {
      expect(question.content.contentType).toBe('onboardingQuestion')
      expect((question.content.properties['questionResponses'] as Blocks).items.length).toBeGreaterThanOrEqual(3)
      expect((question.content.properties['questionResponses'] as Blocks).items.length).toBeLessThanOrEqual(4)
    }
    const ids = shape(english).flat(2) as string[]
    expect(ids).toHaveLength(3 + 11)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
