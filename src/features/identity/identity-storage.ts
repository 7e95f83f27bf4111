/** Local-storage key of the persisted identity record: the subscription date (R-STORE-5, R-ID-3). */
export const IDENTITY_STORAGE_KEY = 'rad-identity'

/** The record only holds the subscription date, so clearing the date removes the record. */
export function clearSubscriptionDate(storage: Storage): void {
  storage.removeItem(IDENTITY_STORAGE_KEY)
}
