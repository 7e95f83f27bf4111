import { describe, expect, it } from 'vitest'
import { readTokenTtls } from './env.ts'

describe('readTokenTtls', () => {
  it('defaults to an hour and thirty days', () => {
    expect(readTokenTtls({})).toEqual({ accessTokenTtl: 3600, refreshTokenTtl: 2_592_000 })
  })
  it('reads short lifetimes for tests and refuses nonsense', () => {
    expect(readTokenTtls({ ACCESS_TOKEN_TTL: '5', REFRESH_TOKEN_TTL: '60' })).toEqual({ accessTokenTtl: 5, refreshTokenTtl: 60 })
    expect(() => readTokenTtls({ ACCESS_TOKEN_TTL: '1h' })).toThrow(/ACCESS_TOKEN_TTL/)
  })
})
