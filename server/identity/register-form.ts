import * as v from 'valibot'
import type { MessageId } from './i18n/index.ts'
import { passwordProblem, strengthProblem, type PasswordProblem } from './password-policy.ts'
import type { StrengthChecker } from './password-strength.ts'

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password'
export type RegisterValues = Record<RegisterField, string>

/** Names and email are bounded at 100 characters. */
export const MAX_FIELD_LENGTH = 100
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** No control characters (NUL, line breaks, escapes) in anything shown back to people or stored as a name. */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u

const PASSWORD_MESSAGES = {
  tooShort: 'register.passwordTooShort',
  tooLong: 'register.tooLong',
  blank: 'register.passwordBlank',
  common: 'register.passwordCommon',
  isEmail: 'register.passwordIsEmail',
  weak: 'register.passwordWeak',
  keyboard: 'register.passwordKeyboard',
  repeat: 'register.passwordRepeat',
  sequence: 'register.passwordSequence',
  date: 'register.passwordDate',
  word: 'register.passwordWord',
  personal: 'register.passwordPersonal',
  unchecked: 'register.passwordUnchecked',
} as const satisfies Record<PasswordProblem, MessageId>

const name = (required: MessageId) => v.pipe(
  v.string(), v.trim(), v.nonEmpty(required), v.maxLength(MAX_FIELD_LENGTH, 'register.tooLong'),
  v.regex(NO_CONTROL_CHARACTERS, 'register.controlCharacters'),
)

/**
 * The registration form (decision 0007: one Valibot schema per request body). Each issue's message is the
 * id of its translation, so the page can say it in the visitor's language next to the field.
 */
const REGISTER_FORM = v.pipe(
  v.object({
    firstName: name('register.firstNameRequired'),
    lastName: name('register.lastNameRequired'),
    email: v.pipe(v.string(), v.trim(), v.maxLength(MAX_FIELD_LENGTH, 'register.tooLong'), v.regex(EMAIL_PATTERN, 'register.emailInvalid')),
    password: v.pipe(v.string(), v.rawCheck(({ dataset, addIssue }) => {
      // Passwords are taken as typed (no trimming); NIST's checks live in ./password-policy.ts.
      const problem = dataset.typed ? passwordProblem(dataset.value, '') : undefined
      if (problem) addIssue({ message: PASSWORD_MESSAGES[problem] })
    })),
  }),
  v.forward(
    v.partialCheck([['email'], ['password']], ({ email, password }) => passwordProblem(password, email) !== 'isEmail', PASSWORD_MESSAGES.isEmail),
    ['password'],
  ),
)

export type RegisterFormResult =
  | { valid: true; values: RegisterValues }
  | { valid: false; values: RegisterValues; errors: Partial<Record<RegisterField, MessageId>> }

/** Reads the posted form: the cleaned values, or the first problem of each invalid field as a message id. */
export function parseRegisterForm(form: URLSearchParams): RegisterFormResult {
  const raw: RegisterValues = {
    firstName: form.get('firstName') ?? '', lastName: form.get('lastName') ?? '',
    email: form.get('email') ?? '', password: form.get('password') ?? '',
  }
  const parsed = v.safeParse(REGISTER_FORM, raw)
  if (parsed.success) return { valid: true, values: parsed.output }
  const errors: Partial<Record<RegisterField, MessageId>> = {}
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key as RegisterField | undefined
    if (field && !errors[field]) errors[field] = issue.message as MessageId
  }
  const values = { ...raw, firstName: raw.firstName.trim(), lastName: raw.lastName.trim(), email: raw.email.trim() }
  return { valid: false, values, errors }
}

/** What the person typed that a password should not be made of (zxcvbn counts those as guessed first). */
export function personalWords({ email, firstName, lastName }: RegisterValues): string[] {
  return [email, email.split('@')[0] ?? '', firstName, lastName].filter((word) => word !== '')
}

/**
 * The password's strength, after the form's other checks passed: zxcvbn score 3 or more (decision 0023). The
 * message id says why not; `unchecked` means the estimate did not come in time (the visitor tries again).
 */
export async function passwordStrengthProblem(values: RegisterValues, checker: StrengthChecker): Promise<{ problem: PasswordProblem; message: MessageId } | undefined> {
  const problem = strengthProblem(await checker.check(values.password, personalWords(values)))
  return problem ? { problem, message: PASSWORD_MESSAGES[problem] } : undefined
}
