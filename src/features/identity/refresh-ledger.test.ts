import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { indexedDbLedger } from './refresh-ledger.ts'

describe('the refresh ledger (IndexedDB, shared by every tab)', () => {
  it('knows a token another tab refreshed away, and only that one', async () => {
    const browser = new IDBFactory()
    const tabA = indexedDbLedger(browser)
    const tabB = indexedDbLedger(browser)
    await tabA.noteReplaced('token-1')
    expect(await tabB.wasReplaced('token-1')).toBe(true)
    expect(await tabB.wasReplaced('token-2')).toBe(false)
  })

  it('keeps the last eight, so it stays small however long the member stays', async () => {
    const ledger = indexedDbLedger(new IDBFactory())
    for (let n = 1; n <= 10; n += 1) await ledger.noteReplaced(`token-${n}`)
    expect(await ledger.wasReplaced('token-10')).toBe(true)
    expect(await ledger.wasReplaced('token-3')).toBe(true)
    expect(await ledger.wasReplaced('token-2')).toBe(false)
  })

  it('without IndexedDB it knows nothing and never throws', async () => {
    const ledger = indexedDbLedger(undefined)
    await ledger.noteReplaced('token-1')
    expect(await ledger.wasReplaced('token-1')).toBe(false)
  })
})
