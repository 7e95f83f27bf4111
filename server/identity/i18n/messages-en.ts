/**
 * The provider's pages in English: the source catalog. Messages are ICU MessageFormat (Lingui's runtime
 * formats them), ids name the place a message is used. Every id must also be in ./messages-es.ts: the
 * compiler refuses a Spanish catalog with a missing or extra id.
 */
export const en = {
  'page.backTo': 'Back to {siteName}',
  'page.problem': 'There is a problem',

  'login.title': 'Sign in',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.newHere': 'New here?',
  'login.createAccount': 'Create an account',
  'login.incorrect': 'The email or password is incorrect.',

  'throttle.seconds': 'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'throttle.minutes': 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',

  'register.title': 'Create your account',
  'register.firstName': 'First name',
  'register.lastName': 'Last name',
  'register.email': 'Email',
  'register.password': 'Password',
  'register.passwordHint': 'At least 8 characters, and hard to guess: a short sentence of a few words is easy to remember.',
  'register.submit': 'Create account',
  'register.alreadyMember': 'Already a member?',
  'register.signIn': 'Sign in',
  'register.correctFields': 'Please correct the highlighted fields.',
  'register.notCreated': 'We could not create an account with these details. If you already have an account, sign in instead.',
  'register.firstNameRequired': 'Enter your first name.',
  'register.lastNameRequired': 'Enter your last name.',
  'register.emailInvalid': 'Enter a valid email address.',
  'register.tooLong': 'Use at most {max} characters.',
  'register.controlCharacters': 'This contains characters that cannot be used.',
  'register.passwordTooShort': 'Use at least 8 characters.',
  'register.passwordBlank': 'A password cannot be only spaces.',
  'register.passwordCommon': 'This password is too common and easy to guess. Choose another one.',
  'register.passwordIsEmail': 'Do not use your email address as your password.',
  'register.passwordWeak': 'This password is too easy to guess. Add a few more words: a short sentence is easy to remember.',
  'register.passwordKeyboard': 'Rows of keys such as “qwerty” are easy to guess. Add a few more words: a short sentence is easy to remember.',
  'register.passwordRepeat': 'Repeated characters such as “aaaa” or “abcabc” are easy to guess. Add a few more words: a short sentence is easy to remember.',
  'register.passwordSequence': 'Sequences such as “abcdefgh” or “12345678” are easy to guess. Add a few more words: a short sentence is easy to remember.',
  'register.passwordDate': 'Dates and years are easy to guess. Add a few more words: a short sentence is easy to remember.',
  'register.passwordWord': 'A single word or name is easy to guess, even with letters swapped for numbers or symbols. Add a few more words.',
  'register.passwordPersonal': 'Do not build your password from your name or email address.',
  'register.passwordUnchecked': 'We could not check this password just now. Please try again in a moment.',

  'signOut.title': 'Sign out of {siteName}?',
  'signOut.confirm': 'Yes, sign me out',
  'signOut.cancel': 'No, stay signed in',
  'signOut.signingOut': 'Signing you out…',
  'signedOut.title': 'You are signed out',
  'signedOut.body': 'You can close this window.',

  'error.pageTitle': 'Sign-in problem',
  'error.title': 'Something went wrong',
  'error.body': 'The sign-in could not continue. Go back to {siteName} and try again.',
} as const satisfies Record<string, string>

export type MessageId = keyof typeof en
