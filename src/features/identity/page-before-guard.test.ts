import { describe, expect, it } from 'vitest'
import { createGuardMemory } from './page-before-guard.ts'

const ORIGIN = 'https://lamp.example'

describe('the page to go back to when a visitor leaves the provider (never the member page)', () => {
  it('is the last page shown before the guarded one', () => {
    const memory = createGuardMemory()
    memory.notePageShown('/bible?x=1')
    memory.noteGuardedPage('/my-profile')
    memory.notePageShown('/my-profile')
    memory.notePageShown('/auth/login?returnTo=%2Fmy-profile')
    memory.notePageShown('/es/auth/callback')
    expect(memory.pageBeforeGuard('', ORIGIN)).toBe('/bible?x=1')
  })

  it('after a full page load onto the member page: this site\'s referrer, else the home page', () => {
    const memory = createGuardMemory()
    memory.noteGuardedPage('/my-profile')
    expect(memory.pageBeforeGuard(`${ORIGIN}/verses/hope`, ORIGIN)).toBe('/verses/hope')
    expect(memory.pageBeforeGuard(`${ORIGIN}/my-profile`, ORIGIN)).toBe('/')
    expect(memory.pageBeforeGuard('https://evil.example/x', ORIGIN)).toBe('/')
    expect(memory.pageBeforeGuard('', ORIGIN)).toBe('/')
  })

  it('is never the guarded page, even when the router reported it before its guard ran', () => {
    const memory = createGuardMemory()
    memory.notePageShown('/my-profile')
    memory.noteGuardedPage('/my-profile')
    expect(memory.pageBeforeGuard('', ORIGIN)).toBe('/')
  })
})
