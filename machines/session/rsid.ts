/**
 * The visitor session id (rsid). Pure string rules so the session machine, the address parser and the
 * tests all agree on one definition.
 */

/** Ours: `V`, a three-digit number, twelve lowercase alphanumerics (R-SESS-5). */
const GENERATED_RSID = /^V\d{3}[a-z0-9]{12}$/
/** Theirs (partner links, emails): letter, letter-or-digit, two digits, twelve lowercase alphanumerics. */
const EXTERNAL_RSID = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A source of numbers in [0, 1). Injected so that generation is deterministic under test. */
export type RandomSource = () => number

export function isGeneratedRsid(value: unknown): value is string {
  return typeof value === 'string' && GENERATED_RSID.test(value)
}

export function isValidExternalRsid(value: unknown): value is string {
  return typeof value === 'string' && EXTERNAL_RSID.test(value)
}

/** Picks an index in [0, size) even if a faulty source returns 1 or a negative number. */
function pick(random: RandomSource, size: number): number {
  const index = Math.floor(random() * size)
  return Math.min(size - 1, Math.max(0, index))
}

export function createRsid(random: RandomSource): string {
  // 100–999 so the number always has three real digits, never a padded 007.
  const number = 100 + pick(random, 900)
  let tail = ''
  for (let i = 0; i < 12; i += 1) tail += ALPHANUMERIC[pick(random, ALPHANUMERIC.length)]
  return `V${number}${tail}`
}
