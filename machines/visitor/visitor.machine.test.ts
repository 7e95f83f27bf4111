import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { startVisitor } from './visitor.fakes.ts'
import { EMAIL_SOURCES, isEmailAddress, isValidExternalRsid, visitorMachine, type VisitorInput } from './visitor.machine.ts'

const EXTERNAL = 'Va12abcdefghijkl'
const visit = (query: VisitorInput['query'], more: Partial<VisitorInput> = {}): VisitorInput =>
  ({ query, leadPathingEnabled: true, storedLead: null, ...more })

describe('visitor rules', () => {
  it('accepts only external rsids of the R-SESS-6 format: letter, letter or digit, 2 digits, 12 lowercase alphanumerics', () => {
    expect(isValidExternalRsid(EXTERNAL)).toBe(true)
    expect(isValidExternalRsid('V123abcdefghijkl')).toBe(true)
    expect(isValidExternalRsid('Va12ABCdefghijkl')).toBe(false)
    expect(isValidExternalRsid('1a12abcdefghijkl')).toBe(false)
    expect(isValidExternalRsid('Va12abcdefghijk')).toBe(false)
    expect(isValidExternalRsid(undefined)).toBe(false)
  })

  it('treats only something@domain.tld as an email address', () => {
    expect(isEmailAddress('reader@example.com')).toBe(true)
    expect(isEmailAddress('reader@example')).toBe(false)
    expect(isEmailAddress('not an email')).toBe(false)
  })

  it('lists the sources in the order of R-VISIT-2', () => {
    expect(EMAIL_SOURCES).toEqual(['address', 'accountSession', 'leadSession', 'recipient', 'getResponseContact'])
  })
})

describe('visitor start-up', () => {
  it('logs failed sign-in and session initialisation and still resolves, registers and loads', async () => {
    const sut = startVisitor(visit({ email: 'reader@example.com' }))
    await sut.fail('initialiseSignIn', new Error('no metadata'))
    await sut.fail('initialiseSession', new Error('storage blocked'))
    expect(sut.failures).toEqual([
      { step: 'initialiseSignIn', message: 'no metadata' },
      { step: 'initialiseSession', message: 'storage blocked' },
    ])
    // Without a session the lead is still registered, just without an rsid.
    expect(sut.pendingInput('registerLead')).toEqual({ email: 'reader@example.com', rsid: '' })
  })

  it('tries a silent login only after sign-in is initialised, and not at all if that failed', async () => {
    const waits = startVisitor(visit({ action: 'onboarding,login' }))
    expect(waits.pendingNames()).not.toContain('trySilentLogin')
    await waits.succeed('initialiseSignIn', undefined)
    expect(waits.pendingNames()).toContain('trySilentLogin')

    const skips = startVisitor(visit({ action: 'login' }))
    await skips.fail('initialiseSignIn')
    await skips.succeed('initialiseSession', { rsid: 'V123abcdefghijkl' })
    expect(skips.calledNames()).not.toContain('trySilentLogin')
    expect(skips.actor.getSnapshot().value).toBe('loadingFavorites')
  })

  it('stays in start-up until both sign-in and session have settled', async () => {
    const sut = startVisitor(visit({}))
    await sut.succeed('initialiseSession', { rsid: 'V123abcdefghijkl' })
    expect(sut.actor.getSnapshot().matches('initialising')).toBe(true)
    await sut.succeed('initialiseSignIn', undefined)
    expect(sut.actor.getSnapshot().value).toBe('loadingFavorites')
  })

  it('looks up a well-formed vid when the rsid is ill-formed, with the same id at both services', async () => {
    const sut = startVisitor(visit({ rsid: 'nope', vid: EXTERNAL }))
    await sut.succeed('initialiseSignIn', undefined)
    await sut.succeed('initialiseSession', { rsid: 'V123abcdefghijkl' })
    expect(sut.pendingInput('lookupEmail')).toEqual({ source: 'accountSession', sessionId: EXTERNAL })
    await sut.succeed('lookupEmail', { result: 'Error', email: '', message: 'no session' })
    expect(sut.pendingInput('lookupEmail')).toEqual({ source: 'leadSession', rsid: EXTERNAL })
    expect(sut.lookupFailures).toEqual([{ source: 'accountSession', message: 'no session' }])
  })

  it("prefers the address's siteId over the setting for a recipient lookup", async () => {
    const sut = startVisitor(visit({ recipId: ' 1001 ', siteId: 'lamp' }, { siteId: 'other' }))
    await sut.succeed('initialiseSignIn', undefined)
    await sut.succeed('initialiseSession', { rsid: 'V123abcdefghijkl' })
    expect(sut.pendingInput('lookupEmail')).toEqual({ source: 'recipient', recipId: '1001', siteId: 'lamp' })
  })

  it('counts a "Success" without a usable address as a failed lookup', async () => {
    const sut = startVisitor(visit({ subid: 'gr-7' }))
    await sut.succeed('initialiseSignIn', undefined)
    await sut.succeed('initialiseSession', { rsid: 'V123abcdefghijkl' })
    await sut.succeed('lookupEmail', { result: 'Success', email: 'nobody', message: '' })
    expect(sut.actor.getSnapshot().context.email).toBe('')
    expect(sut.lookupFailures).toEqual([{ source: 'getResponseContact', message: 'lookup succeeded without a usable email address' }])
    expect(sut.calledNames()).not.toContain('registerLead')
  })

  it('reaches ready with nothing provided: every missing effect is a logged failure, never a crash', async () => {
    const actor = createActor(visitorMachine, { input: visit({ email: 'reader@example.com', rsid: EXTERNAL }) }).start()
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 1000 })
    expect(ready.context).toMatchObject({ email: 'reader@example.com', lead: null, favoritesLoaded: false })
  })
})
