import { afterAll, describe, expect, it } from 'vitest'
import { strengthProblem } from './password-policy.ts'
import { createStrengthChecker, MIN_STRENGTH_SCORE } from './password-strength.ts'

const checker = createStrengthChecker()
afterAll(() => checker.close())

const problem = async (password: string, personal: string[] = []) => strengthProblem(await checker.check(password, personal))

describe('password strength (zxcvbn-ts on a worker thread)', () => {
  it('refuses what the probe got through, saying why: a repeat, a sequence, a common password in disguise', async () => {
    expect(await problem('aaaaaaaa')).toBe('repeat')
    expect(await problem('abcdefgh')).toBe('sequence')
    expect(await problem('Passw0rd!')).toBe('common')
    expect(await problem('qwertyuiop')).toBe('common')
    expect(await problem('asdfghjkl;')).toBe('keyboard')
    expect(await problem('1990-12-31')).toBe('date')
  })

  it('refuses a password made of the person’s own name or email', async () => {
    expect(await problem('moabruth', ['ruth.moab@example.com', 'ruth.moab', 'Ruth', 'Moab'])).toBe('personal')
    // The same letters are not weak for someone else.
    expect(await problem('moabruth!gleaning', ['naomi@example.com'])).toBeUndefined()
  })

  it('accepts passphrases and long uncommon passwords, spaces included, with no composition rules', async () => {
    for (const password of ['gleaning-barley', 'whither thou goest', 'all lowercase words here', 'correct horse battery staple']) {
      const strength = await checker.check(password, [])
      expect(strength?.score, password).toBeGreaterThanOrEqual(MIN_STRENGTH_SCORE)
      expect(strengthProblem(strength), password).toBeUndefined()
    }
  })

  it('answers in bounded time whatever it is given: only the first 64 characters are estimated', async () => {
    // A run of repeated l33t characters was the slowest input found (seconds at 128 characters).
    const strength = await checker.check('a1!'.repeat(42), [])
    expect(strength?.score).toBeLessThan(MIN_STRENGTH_SCORE)
  })

  it('never lets a password through unchecked: no estimate in time is its own answer', async () => {
    const stuck = createStrengthChecker({ startMs: 1 })
    try {
      expect(strengthProblem(await stuck.check('gleaning-barley', []))).toBe('unchecked')
    } finally {
      await stuck.close()
    }
  })

  it('gives one check a deadline of its own, the wait in line not counted', async () => {
    const slow = createStrengthChecker({ checkMs: 1 })
    try {
      // Started and warmed up within the default start time; then each check has 1 ms, which none can meet.
      expect(await slow.check('gleaning-barley', [])).toBeUndefined()
    } finally {
      await slow.close()
    }
  })

  it('answers a flood at once instead of queueing it without bound', async () => {
    const small = createStrengthChecker({ maxPending: 2 })
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => small.check('gleaning-barley', [])))
      expect(answers.filter((answer) => answer === undefined)).toHaveLength(3)
      expect(answers.filter((answer) => answer !== undefined)).toHaveLength(2)
    } finally {
      await small.close()
    }
  })
})
