import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/database.ts'
import type { Offer } from '#contracts/leads.ts'
import { createLeadPathingRouter } from './router.ts'
import { SEEDED } from './seed.ts'

let db: Database
let app: ReturnType<typeof createLeadPathingRouter>
let leadId: string

beforeEach(async () => {
  db = createDatabase(':memory:')
  db.pragma('foreign_keys = ON')
  app = createLeadPathingRouter({ db })
  const response = await app.request('/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'reader@example.com' }) })
  leadId = ((await response.json()) as { id: string }).id
})
afterEach(() => { db.close() })

const offers = async (headers: Record<string, string> = {}) =>
  ((await (await app.request(`/leads/${leadId}/coreg-offers?count=10`, { headers })).json()) as { offers: Offer[] }).offers

describe('GET /leads/{id}/coreg-offers in the reader\'s language', () => {
  it('lists every offer in Spanish for es-ES, with the same ids and order', async () => {
    const [english, spanish] = [await offers({ 'Accept-Language': 'en-US' }), await offers({ 'Accept-Language': 'es-ES' })]
    expect(spanish.map((offer) => offer.id)).toEqual([...SEEDED.offerIds])
    expect(spanish.map((offer) => offer.id)).toEqual(english.map((offer) => offer.id))
    expect(spanish[0]).toMatchObject({ title: 'Boletín devocional diario', advertiser: 'Lamp Devotions' })
    for (const [index, offer] of spanish.entries()) {
      expect(offer.title).not.toBe(english[index]?.title)
      expect(offer.description).not.toBe(english[index]?.description)
    }
  })

  it('stays English without Accept-Language, for English, and for a language the site does not have', async () => {
    for (const headers of [{}, { 'Accept-Language': 'en-US' }, { 'Accept-Language': 'fr-FR' }]) {
      expect((await offers(headers))[0]?.title).toBe('Daily Devotional Newsletter')
    }
    expect((await offers({ 'Accept-Language': 'es' }))[0]?.title).toBe('Boletín devocional diario')
  })
})
