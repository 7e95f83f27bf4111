/** Spec §3: local flag `rad-onboarding-complete` (boolean, default false, persisted). */
export const ONBOARDING_FLAG_KEY = 'rad-onboarding-complete'

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>

const browserStorage = (): FlagStorage | null => (typeof localStorage === 'undefined' ? null : localStorage)

export function readCompletedFlag(storage: FlagStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(ONBOARDING_FLAG_KEY) === 'true'
  } catch {
    // Storage can be blocked (privacy settings): then the flag is simply unknown, i.e. false.
    return false
  }
}

export function writeCompletedFlag(storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(ONBOARDING_FLAG_KEY, 'true')
  } catch {
    // Nothing to do: the dialog may show again next time, which is harmless.
  }
}
