import type { Database } from 'better-sqlite3'
import type { ContentWriter, NewContent, NodeRef, Seed } from '../db/content-writer.ts'

/** R-SEED-6: the onboarding items, ids fixed so links like `?action=onboarding&ocid=…` keep working. */
export const FIRST_VISIT_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001'
export const DISABLED_ONBOARDING_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000002'
/** Decision 0006: the first-visit questions with the editor's `preventClose` on. */
export const PREVENT_CLOSE_ONBOARDING_ID = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000003'

interface Question {
  id: string
  en: string
  es: string
  responses: Array<{ id: string; en: string; es: string }>
}

// Hand-written ids (one hex block per question / answer) so they read well in the database and never move.
// The second block names the item (0000 for the first visit, 0003 for …0003): Umbraco gives every block of
// every item its own key, so a copied questionnaire gets new ids. Answers are tied to their item by `pageId`
// anyway, which is what claims and points look at.
const qid = (n: number, item = 0) => `b1e2c3d4-${String(item).padStart(4, '0')}-4a00-8000-0000000000${String(n).padStart(2, '0')}`
const rid = (q: number, r: number, item = 0) => `c1e2c3d4-${String(item).padStart(4, '0')}-4b00-8000-00000000${String(q).padStart(2, '0')}0${r}`

const questions = (item: number): Question[] => [
  {
    id: qid(1, item), en: 'How often do you read the Bible?', es: '¿Con qué frecuencia lees la Biblia?',
    responses: [
      { id: rid(1, 1, item), en: 'Every day', es: 'Todos los días' },
      { id: rid(1, 2, item), en: 'A few times a week', es: 'Algunas veces por semana' },
      { id: rid(1, 3, item), en: 'Now and then', es: 'De vez en cuando' },
      { id: rid(1, 4, item), en: "I'm just getting started", es: 'Estoy empezando' },
    ],
  },
  {
    id: qid(2, item), en: 'What would you like to grow in?', es: '¿En qué te gustaría crecer?',
    responses: [
      { id: rid(2, 1, item), en: 'Prayer', es: 'La oración' },
      { id: rid(2, 2, item), en: 'Knowing Scripture', es: 'El conocimiento de las Escrituras' },
      { id: rid(2, 3, item), en: 'Peace and hope', es: 'La paz y la esperanza' },
      { id: rid(2, 4, item), en: 'Family and relationships', es: 'La familia y las relaciones' },
    ],
  },
  {
    id: qid(3, item), en: 'When do you like to read?', es: '¿Cuándo te gusta leer?',
    responses: [
      { id: rid(3, 1, item), en: 'In the morning', es: 'Por la mañana' },
      { id: rid(3, 2, item), en: 'During the day', es: 'Durante el día' },
      { id: rid(3, 3, item), en: 'In the evening', es: 'Por la noche' },
    ],
  },
]

/** Umbraco Block List of `onboardingQuestion` elements, each with a nested list of `questionResponse`s. */
function questionBlocks(lang: 'en' | 'es', item = 0) {
  return {
    items: questions(item).map((q) => ({
      content: {
        contentType: 'onboardingQuestion', id: q.id,
        properties: {
          questionText: q[lang],
          questionResponses: {
            items: q.responses.map((r) => ({
              content: { contentType: 'questionResponse', id: r.id, properties: { responseText: r[lang] } }, settings: null,
            })),
          },
        },
      },
      settings: null,
    })),
  }
}

/**
 * Plain data for the content writer. They hang under the root, out of the navigation's way (high sort
 * orders); the app fetches them by id, and the catch-all route refuses them (not a general page).
 */
export const ONBOARDING_CONTENT: readonly NewContent[] = [
  {
    id: FIRST_VISIT_ID, contentType: 'onboarding', name: 'First visit', urlSegment: 'onboarding-first-visit', sortOrder: 90_001,
    properties: { enableOnboarding: true, onboardingQuestions: questionBlocks('en') },
    cultures: {
      'en-US': { name: 'First visit' },
      'es-ES': { name: 'Primera visita', properties: { onboardingQuestions: questionBlocks('es') } },
    },
  },
  {
    id: DISABLED_ONBOARDING_ID, contentType: 'onboarding', name: 'Onboarding (switched off)', urlSegment: 'onboarding-disabled',
    sortOrder: 90_002, properties: { enableOnboarding: false, onboardingQuestions: { items: [] } },
  },
  {
    id: PREVENT_CLOSE_ONBOARDING_ID, contentType: 'onboarding', name: 'First visit (buttons only)', urlSegment: 'onboarding-prevent-close',
    sortOrder: 90_003, properties: { enableOnboarding: true, preventClose: true, onboardingQuestions: questionBlocks('en', 3) },
    cultures: {
      'en-US': { name: 'First visit (buttons only)' },
      'es-ES': { name: 'Primera visita (solo botones)', properties: { onboardingQuestions: questionBlocks('es', 3) } },
    },
  },
]

/** Writes the onboarding items under the root. */
function writeItems(write: ContentWriter, db: Database) {
  const root = db.prepare<[], NodeRef>('SELECT id, path, level, tree_key AS treeKey FROM content WHERE parent_id IS NULL').get()
  if (!root) throw new Error('the onboarding seed needs the root node: run it after the Bible seed')
  for (const item of ONBOARDING_CONTENT) write(root, item)
}

/** Run-once seed for `openDatabase` (after the Bible seed, which creates the root). */
export const onboardingSeed: Seed = { name: 'onboarding', run: writeItems }

