import { createActor, createMachine, type InspectionEvent } from 'xstate'
import { describe, expect, it } from 'vitest'
import { REDACTED, redactForInspection } from './inspect-redaction.ts'

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl'

describe('redaction of inspection events', () => {
  it('replaces values under token, email and refresh keys', () => {
    const redacted = redactForInspection({
      user: { access_token: 'opaque-access', id_token: JWT, refresh_token: 'r-1', token_type: 'Bearer', profile: { sub: 'u1', email: 'demo@example.com' } },
      emailAddress: 'demo@example.com',
      accessToken: null,
      rsid: 'V123abcdefghijkl',
    })
    expect(redacted).toEqual({
      user: { access_token: REDACTED, id_token: REDACTED, refresh_token: REDACTED, token_type: REDACTED, profile: { sub: 'u1', email: REDACTED } },
      emailAddress: REDACTED,
      accessToken: null,
      rsid: 'V123abcdefghijkl',
    })
  })

  it('removes emails and JWTs found anywhere in strings', () => {
    expect(redactForInspection({ type: 'auth.header', value: `Bearer ${JWT}`, message: 'Welcome grace@example.org!' })).toEqual({
      type: 'auth.header', value: `Bearer ${REDACTED}`, message: `Welcome ${REDACTED}!`,
    })
    expect(redactForInspection([`${JWT}`, 'plain'])).toEqual([REDACTED, 'plain'])
  })

  it('copies cycles, functions and class instances into plain data without touching the original', () => {
    const original: Record<string, unknown> = { name: 'loop', run: () => 1, at: new Date(0) }
    original.self = original
    const copy = redactForInspection(original)
    expect(copy).toEqual({ name: 'loop', at: '1970-01-01T00:00:00.000Z', self: '[circular]' })
    expect(original.self).toBe(original)
  })

  it('leaves no raw token in what a real actor reports to an inspector', async () => {
    const sent: unknown[] = []
    const machine = createMachine({
      id: 'identity',
      context: { accessToken: 'opaque-secret-value', email: 'demo@example.com' },
      on: { 'user.loaded': {} },
    })
    const actor = createActor(machine, {
      systemId: 'identity',
      inspect: (event: InspectionEvent) => sent.push(redactForInspection(event)),
    }).start()
    actor.send({ type: 'user.loaded', token: JWT, note: 'for demo@example.com' } as never)
    await Promise.resolve()
    const text = JSON.stringify(sent)
    expect(sent.length).toBeGreaterThan(2)
    expect(text).not.toContain('opaque-secret-value')
    expect(text).not.toContain('demo@example.com')
    expect(text).not.toContain(JWT)
  })
})
