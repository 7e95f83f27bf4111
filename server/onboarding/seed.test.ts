import { describe, expect, it } from 'vitest'
import { createContentWriter } from '../db/content-writer.ts'
import { createDatabase } from '../db/database.ts'
import { createOnboardingTestApp } from './testing.ts'
import {
  DISABLED_ONBOARDING_ID, FIRST_VISIT_ID, ONBOARDING_CONTENT, onboardingSeed, PREVENT_CLOSE_ONBOARDING_ID,
} from './seed.ts'

interface Blocks { items: Array<{ content: { id: string; contentType: string; properties: Record<string, unknown> }; settings: null }> }

const byId = (id: string) => ONBOARDING_CONTENT.find((item) => item.id === id)
const questionsOf = (id: string, culture?: 'es-ES') => {
  const item = byId(id)
  return (culture ? item?.cultures?.[culture]?.properties?.['onboardingQuestions'] : item?.properties?.['onboardingQuestions']) as Blocks
}
const shape = (blocks: Blocks) => blocks.items.map((q) => [q.content.id, (q.content.properties['questionResponses'] as Blocks).items.map((r) => r.content.id)])
const texts = (blocks: Blocks) => blocks.items.map((q) => [q.content.properties['questionText'], (q.content.properties['questionResponses'] as Blocks).items.map((r) => r.content.properties['responseText'])])

describe('onboarding seed', () => {
  it('writes the three items under the root with their fixed ids', () => {
    const { db } = createOnboardingTestApp()
    const rows = db.prepare("SELECT id, content_type AS type FROM content WHERE content_type = 'onboarding' ORDER BY id").all()
    expect(rows).toEqual([
      { id: FIRST_VISIT_ID, type: 'onboarding' }, { id: DISABLED_ONBOARDING_ID, type: 'onboarding' }, { id: PREVENT_CLOSE_ONBOARDING_ID, type: 'onboarding' },
    ])
  })

  it('stops with a clear error, writing nothing, when the content has no root yet', () => {
    const db = createDatabase(':memory:')
    expect(() => onboardingSeed.run(createContentWriter(db), db)).toThrow('the onboarding seed needs the root node: run it after the Bible seed')
    expect(db.prepare('SELECT count(*) FROM content').pluck().get()).toBe(0)
    db.close()
  })

  it.each([FIRST_VISIT_ID, PREVENT_CLOSE_ONBOARDING_ID])('%s asks three questions with three or four answers each, the Spanish variant keeping every id', (id) => {
    const english = questionsOf(id)
    const spanish = questionsOf(id, 'es-ES')
    expect(english.items).toHaveLength(3)
    expect(shape(spanish)).toEqual(shape(english))
    expect(texts(spanish)).not.toEqual(texts(english))
    for (const question of english.items) {
      expect(question.content.contentType).toBe('onboardingQuestion')
      expect((question.content.properties['questionResponses'] as Blocks).items.length).toBeGreaterThanOrEqual(3)
      expect((question.content.properties['questionResponses'] as Blocks).items.length).toBeLessThanOrEqual(4)
    }
    const ids = shape(english).flat(2) as string[]
    expect(ids).toHaveLength(3 + 11)
    for (const blockId of ids) expect(blockId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives …0003 the first visit\'s questions with block ids of its own, and preventClose on only there', () => {
    const first = questionsOf(FIRST_VISIT_ID)
    const third = questionsOf(PREVENT_CLOSE_ONBOARDING_ID)
    expect(texts(third)).toEqual(texts(first))
    expect(texts(questionsOf(PREVENT_CLOSE_ONBOARDING_ID, 'es-ES'))).toEqual(texts(questionsOf(FIRST_VISIT_ID, 'es-ES')))
    const firstIds = new Set(shape(first).flat(2) as string[])
    for (const id of shape(third).flat(2) as string[]) expect(firstIds.has(id)).toBe(false)
    expect(byId(PREVENT_CLOSE_ONBOARDING_ID)?.properties).toMatchObject({ enableOnboarding: true, preventClose: true })
    expect(byId(FIRST_VISIT_ID)?.properties?.['preventClose']).toBeUndefined()
    expect(byId(DISABLED_ONBOARDING_ID)?.properties?.['preventClose']).toBeUndefined()
    // The first visit's ids never move: links and stored answers point at them.
    expect(first.items[0]?.content.id).toBe('b1e2c3d4-0000-4a00-8000-000000000001')
  })
})
