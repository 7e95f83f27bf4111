/** Local-storage key of the persisted identity record (spec §3 "Identity persisted: subscriptionDate"). */
export const IDENTITY_STORAGE_KEY = 'rad-identity'

/** The record only holds the subscription date, so clearing the date removes the record. */
export function clearSubscriptionDate(storage: Storage): void {
  storage.removeItem(IDENTITY_STORAGE_KEY)
}
