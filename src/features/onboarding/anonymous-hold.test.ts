import { describe, expect, it, vi } from 'vitest'
import { createAnonymousHold } from './anonymous-hold.ts'

describe('anonymous onboarding hold', () => {
  it('writes held demographics and claims held answers once the visitor signs in, then forgets them', async () => {
    const saveDemographics = vi.fn(async () => ({}))
    const claimResponses = vi.fn(async () => ({}))
    const hold = createAnonymousHold({ saveDemographics, claimResponses })
    hold.holdDemographics({ birthday: '1985-03-14', gender: 'Female' })
    hold.holdResponses(['a', 'b'])
    hold.holdResponses(['b', 'c'])
    await hold.flush()
    expect(saveDemographics).toHaveBeenCalledWith({ birthday: '1985-03-14', gender: 'Female' })
    expect(claimResponses).toHaveBeenCalledWith(['a', 'b', 'c'])
    expect(hold.isEmpty).toBe(true)
    await hold.flush()
    expect(saveDemographics).toHaveBeenCalledTimes(1)
    expect(claimResponses).toHaveBeenCalledTimes(1)
  })
})
