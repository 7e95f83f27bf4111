import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { Impression, ImpressionInput, Lead, Offer, PendingImpression, PendingImpressionInput } from '#contracts/leads.ts'
import { writeTransaction } from '../db/write-transaction.ts'
import { HttpProblem } from '../http/problem.ts'

const notFound = (detail: string) => new HttpProblem(404, 'Not Found', detail)
const badRequest = (detail: string) => new HttpProblem(400, 'Bad Request', detail)

const now = () => new Date().toISOString()

/** Read helper for tests and notes: every lead, oldest first. */
export function listLeads(db: Database): Lead[] {
  return db.prepare('SELECT id, email, rsid FROM leads ORDER BY created_at, rowid').all() as Lead[]
}

export function findLead(db: Database, id: string): Lead | undefined {
  return db.prepare('SELECT id, email, rsid FROM leads WHERE id = ?').get(id) as Lead | undefined
}

function requireLead(db: Database, id: string): Lead {
  const lead = findLead(db, id)
  if (!lead) throw notFound(`lead ${id} not found`)
  return lead
}

/**
 * Returns the lead for this address (creating it once) and links the caller's session id to the address. The answer
 * carries the rsid the caller sent, never the one stored with the lead: that is the session id of whoever registered
 * the address first, and a session id is the only proof a caller has that a session is theirs (it comes from the
 * platform's random source, and only its holder knows it). So a session is linked only by the caller holding it.
 */
export function createOrGetLead(db: Database, email: string, rsid: string): { lead: Lead; created: boolean } {
  return writeTransaction(db, () => {
    const existing = db.prepare('SELECT id, email FROM leads WHERE email = ?').get(email) as Omit<Lead, 'rsid'> | undefined
    const lead = existing ?? { id: randomUUID(), email }
    if (!existing) db.prepare('INSERT INTO leads (id, email, rsid, created_at) VALUES (?, ?, ?, ?)').run(lead.id, email, rsid, now())
    if (rsid !== '') {
      db.prepare('INSERT INTO session_emails_leads (rsid, email, linked_at) VALUES (?, ?, ?) ON CONFLICT(rsid) DO UPDATE SET email = excluded.email, linked_at = excluded.linked_at')
        .run(rsid, lead.email, now())
    }
    return { lead: { id: lead.id, email: lead.email, rsid }, created: !existing }
  })()
}

interface OfferRow { id: string; title: string; description: string; image_url: string | null; advertiser: string }

/** Offers the lead has neither accepted nor dismissed, in the advertiser's chosen order. */
export function coregOffers(db: Database, leadId: string, limit: number): Offer[] {
  requireLead(db, leadId)
  const rows = db.prepare(`
    SELECT id, title, description, image_url, advertiser FROM offers
    WHERE id NOT IN (SELECT offer_id FROM impressions WHERE lead_id = ?)
    ORDER BY sort_order LIMIT ?`).all(leadId, limit) as OfferRow[]
  return rows.map(({ image_url, ...offer }) => (image_url === null ? offer : { ...offer, imageUrl: image_url }))
}

export function createPendingImpression(db: Database, offerId: string, input: PendingImpressionInput): PendingImpression {
  if (!db.prepare('SELECT 1 FROM offers WHERE id = ?').get(offerId)) throw notFound(`offer ${offerId} not found`)
  requireLead(db, input.leadId)
  const saved: PendingImpression = { id: randomUUID(), offerId, ...input }
  db.prepare(`INSERT INTO pending_impressions (id, offer_id, lead_id, page_id, rsid, parameters, meta_data, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(saved.id, offerId, saved.leadId, saved.pageId, saved.rsid, JSON.stringify(saved.parameters), JSON.stringify(saved.metaData), now())
  return saved
}

/**
 * Saves a batch in one transaction: one bad item (unknown offer, foreign pending impression) refuses the
 * whole batch. A known id is updated rather than duplicated, so a client may safely retry.
 */
export function saveImpressions(db: Database, leadId: string, items: ImpressionInput[]): Impression[] {
  return writeTransaction(db, () => {
    requireLead(db, leadId)
    const upsert = db.prepare(`
      INSERT INTO impressions (id, lead_id, offer_id, page_id, rsid, parameters, meta_data, accepted, pending_impression_id, created_at)
      VALUES (@id, @leadId, @offerId, @pageId, @rsid, @parameters, @metaData, @accepted, @pendingImpressionId, @createdAt)
      ON CONFLICT(id) DO UPDATE SET offer_id = excluded.offer_id, page_id = excluded.page_id, rsid = excluded.rsid,
        parameters = excluded.parameters, meta_data = excluded.meta_data, accepted = excluded.accepted,
        pending_impression_id = excluded.pending_impression_id`)
    return items.map((item, index) => {
      const where = `impressions[${index}]`
      if (!db.prepare('SELECT 1 FROM offers WHERE id = ?').get(item.offerId)) throw notFound(`${where}: offer ${item.offerId} not found`)
      if (item.id !== undefined) {
        const owner = db.prepare('SELECT lead_id FROM impressions WHERE id = ?').pluck().get(item.id) as string | undefined
        if (owner !== undefined && owner !== leadId) throw badRequest(`${where}: impression ${item.id} belongs to another lead`)
      }
      if (item.pendingImpressionId !== null) {
        const pending = db.prepare('SELECT offer_id, lead_id FROM pending_impressions WHERE id = ?').get(item.pendingImpressionId) as
          { offer_id: string; lead_id: string } | undefined
        if (!pending) throw notFound(`${where}: pending impression ${item.pendingImpressionId} not found`)
        if (pending.offer_id !== item.offerId || pending.lead_id !== leadId) {
          throw badRequest(`${where}: pending impression ${item.pendingImpressionId} is for another offer or lead`)
        }
      }
      const saved: Impression = { ...item, id: item.id ?? randomUUID() }
      upsert.run({
        ...saved, parameters: JSON.stringify(saved.parameters), metaData: JSON.stringify(saved.metaData),
        accepted: saved.accepted ? 1 : 0, createdAt: now(),
      })
      return saved
    })
  })()
}
