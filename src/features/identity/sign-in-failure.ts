import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PROVIDER_UNREACHABLE_ERROR } from '../../../machines/identity/identity.types.ts'

/** Where the sign-in failed: starting it (/auth/login), or finishing it on the way back (/auth/callback). */
export type SignInStep = 'start' | 'callback'

/** What a page says when a sign-in failed, from the identity machine's error code (translated when shown). */
export function signInFailure(error: string | null, step: SignInStep): MessageDescriptor {
  if (error === PROVIDER_UNREACHABLE_ERROR) return msg`The sign-in service cannot be reached right now. Please try again later.`
  return step === 'start' ? msg`Signing in did not work. Please try again.` : msg`Signing in could not be completed. Please try again.`
}
