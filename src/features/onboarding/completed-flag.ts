import { storedValue } from '#src/lib/store.ts'

/** R-STORE-7: local flag `rad-onboarding-complete` (boolean, default false, persisted). */
export const ONBOARDING_FLAG_KEY = 'rad-onboarding-complete'

/** Where storage is refused (privacy settings) the flag lasts for this page: the dialog may show again next time. */
const completedFlag = storedValue<boolean>({
  key: ONBOARDING_FLAG_KEY,
  parse: (raw) => raw === 'true',
  serialize: (completed) => (completed ? 'true' : null),
})

export const readCompletedFlag = (): boolean => completedFlag.get()
export const writeCompletedFlag = (): void => completedFlag.set(true)
