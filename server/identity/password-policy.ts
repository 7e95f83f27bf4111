import { dictionary } from '@zxcvbn-ts/language-common'
import { MIN_STRENGTH_SCORE, type Strength } from './password-strength.ts'

/** NIST SP 800-63B §3.1.1.2: at least 8 characters, at least 64 allowed (here 128, bounded for hashing). */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

export type PasswordProblem = 'tooShort' | 'tooLong' | 'blank' | 'common' | 'isEmail' | WeakPassword

/** Why zxcvbn finds a password too easy to guess, in the words the form uses; `unchecked`: no estimate in time. */
export type WeakPassword = 'weak' | 'keyboard' | 'repeat' | 'sequence' | 'date' | 'word' | 'personal' | 'unchecked'

/**
 * The most common passwords (zxcvbn-ts's list, ranked from real leaks), lower-cased. Only those long
 * enough to pass the length rule can matter; they are kept once, at first use, in a Set.
 */
let commonPasswords: ReadonlySet<string> | undefined

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].filter((word) => [...word].length >= MIN_PASSWORD_LENGTH))
  return commonPasswords.has(password.toLowerCase())
}

/**
 * What is wrong with a new password, or undefined. No composition rules (NIST: they make passwords
 * worse, not stronger); length counts characters, not UTF-16 units; the password is compared as typed
 * and after the same NFKC normalisation the hash uses, so "ｐａｓｓｗｏｒｄ" is as common as "password".
 */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  const length = [...password].length
  if (length > MAX_PASSWORD_LENGTH) return 'tooLong'
  if (password.trim() === '') return length === 0 ? 'tooShort' : 'blank'
  if (length < MIN_PASSWORD_LENGTH) return 'tooShort'
  const normalized = password.normalize('NFKC')
  if (isCommon(password) || isCommon(normalized) || isCommon(normalized.trim())) return 'common'
  if (email !== '' && normalized.trim().toLowerCase() === email.trim().toLowerCase()) return 'isEmail'
  return undefined
}

/** zxcvbn's warnings (@zxcvbn-ts/core's translation keys), grouped as the form explains them. */
const WARNINGS: Record<string, WeakPassword | 'common'> = {
  straightRow: 'keyboard', keyPattern: 'keyboard',
  simpleRepeat: 'repeat', extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'date', dates: 'date',
  topTen: 'common', topHundred: 'common', common: 'common', similarToCommon: 'common', pwned: 'common',
  wordByItself: 'word', namesByThemselves: 'word', commonNames: 'word',
  userInputs: 'personal',
}

/**
 * What is wrong with a password zxcvbn scored (score below 3: fewer than 10^8 guesses), or undefined when it is
 * strong enough; `unchecked` when no estimate came in time (the form asks to try again, it never lets it through).
 */
export function strengthProblem(strength: Strength | undefined): WeakPassword | 'common' | undefined {
  if (!strength) return 'unchecked'
  if (strength.score >= MIN_STRENGTH_SCORE) return undefined
  return (strength.warning ? WARNINGS[strength.warning] : undefined) ?? 'weak'
}
