import type { ImpressionInput, PendingImpressionInput } from '../../contracts/leads.ts'
import { asObject, badRequest, metaData, optionalRsid, parameters, text, type Json } from './validate.ts'

/** Body parsers: each returns a fully checked value or throws a 400 naming the offending field. */

function impressionCore(body: Json, where: string): PendingImpressionInput {
  return {
    leadId: text(body, 'leadId', `${where}leadId`, 100),
    pageId: text(body, 'pageId', `${where}pageId`, 200),
    rsid: optionalRsid(body, `${where}rsid`),
    parameters: parameters(body, where),
    metaData: metaData(body, where),
  }
}

export function pendingImpressionBody(raw: unknown): PendingImpressionInput {
  return impressionCore(asObject(raw, 'request body'), '')
}

export function impressionsBody(raw: unknown, leadId: string): ImpressionInput[] {
  if (!Array.isArray(raw)) throw badRequest('request body must be a list of impressions')
  if (raw.length === 0 || raw.length > 50) throw badRequest('request body must hold 1 to 50 impressions')
  return raw.map((entry: unknown, index) => {
    const where = `impressions[${index}].`
    const body = asObject(entry, `impressions[${index}]`)
    const core = impressionCore(body, where)
    if (core.leadId !== leadId) throw badRequest(`${where}leadId must be the lead in the path (${leadId})`)
    if (typeof body.accepted !== 'boolean') throw badRequest(`${where}accepted must be true or false`)
    const pending = body.pendingImpressionId
    if (pending !== undefined && pending !== null && (typeof pending !== 'string' || pending === '')) {
      throw badRequest(`${where}pendingImpressionId must be a non-empty string or null`)
    }
    const id = body.id
    if (id !== undefined && id !== null && (typeof id !== 'string' || id === '' || id.length > 100)) {
      throw badRequest(`${where}id must be a non-empty string when given`)
    }
    const impression: ImpressionInput = {
      ...core, offerId: text(body, 'offerId', `${where}offerId`, 100), accepted: body.accepted,
      pendingImpressionId: typeof pending === 'string' ? pending : null,
    }
    return typeof id === 'string' ? { ...impression, id } : impression
  })
}
