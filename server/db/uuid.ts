import { createHash } from 'node:crypto'

/** Fixed namespace of Lamp's content ids: changing it would change every id and break saved links. */
const LAMP_NAMESPACE = '3b2d6c1e-8f4a-4e5b-9c7d-1a2b3c4d5e6f'

/** RFC 4122 version-5 UUID (SHA-1 of namespace + name), so a re-seed gives every node the same id. */
export function uuidV5(name: string, namespace: string = LAMP_NAMESPACE): string {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest()
  // Version 5 in the high nibble of byte 6, the RFC 4122 variant in the top bits of byte 8.
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6)
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8)
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The id of the content node at a route path ('/bible/new-testament/john/3/'). */
export function contentIdForPath(path: string): string {
  return uuidV5(`content:${path}`)
}

export const GUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

/** Accepts a GUID with or without dashes, any case; returns the dashed lower-case form or null. */
export function normalizeGuid(value: string): string | null {
  if (!GUID_PATTERN.test(value)) return null
  const hex = value.replace(/-/g, '').toLowerCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
