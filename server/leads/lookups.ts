import type { Database } from 'better-sqlite3'
import type { EmailLookup } from '#contracts/leads.ts'

export const found = (email: string): EmailLookup => ({ result: 'Success', email, message: '' })
export const missing = (message: string): EmailLookup => ({ result: 'Error', email: '', message })

export function emailForSession(db: Database, rsid: string): string | undefined {
  return db.prepare('SELECT email FROM session_emails_leads WHERE rsid = ?').pluck().get(rsid) as string | undefined
}

export function emailForRecipient(db: Database, id: string, siteId: string): string | undefined {
  return db.prepare('SELECT email FROM recipients WHERE id = ? AND site_id = ?').pluck().get(id, siteId) as string | undefined
}

export function emailForContact(db: Database, id: string): string | undefined {
  return db.prepare('SELECT email FROM getresponse_contacts WHERE id = ?').pluck().get(id) as string | undefined
}

export interface ConversionEvent {
  event: string
  eventSourceUrl: string
  userAgent: string
}

export function recordConversion(db: Database, event: ConversionEvent): number {
  const result = db.prepare('INSERT INTO fb_events (event, event_source_url, user_agent, received_at) VALUES (?, ?, ?, ?)')
    .run(event.event, event.eventSourceUrl, event.userAgent, new Date().toISOString())
  return Number(result.lastInsertRowid)
}

/** Read helper for tests and notes. */
export function listConversions(db: Database): ConversionEvent[] {
  return db.prepare('SELECT event, event_source_url AS eventSourceUrl, user_agent AS userAgent FROM fb_events ORDER BY id').all() as ConversionEvent[]
}
