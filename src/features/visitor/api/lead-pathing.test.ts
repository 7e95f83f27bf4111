import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '#src/lib/http.ts'
import { scriptedFetch, type ScriptedAnswer } from '#src/lib/http.fakes.ts'
import { applySettings, defaultSettings } from '#src/lib/settings.ts'
import { leadPathing, LeadPathingDisabled, registerLead } from './lead-pathing.ts'

const LEAD_BASE = 'http://leads.test/lead-pathing'

const answering = (...script: ScriptedAnswer[]) => {
  const scripted = scriptedFetch(script)
  vi.stubGlobal('fetch', scripted.fetch)
  return scripted
}

beforeEach(() => {
  vi.useFakeTimers()
  applySettings({ ...defaultSettings, leadPathingBase: LEAD_BASE })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  applySettings(defaultSettings)
})

describe('lead pathing goes out under the HTTP policy', () => {
  it('a read that gets no answer fails at the read deadline, not never', async () => {
    const { sent } = answering('hang')
    const failed = expect(leadPathing('/params')).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS)
    await failed
    expect(sent.map((request) => request.url)).toEqual([`${LEAD_BASE}/params`])
  })

  it('a write that gets no answer fails at the write deadline', async () => {
    answering('hang')
    const failed = expect(registerLead('reader@example.com', '')).rejects.toMatchObject({ name: 'ApiTimeoutError', status: 504 })
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS)
    await failed
  })

  it('retries a read on a retryable status, twice at most, and never a POST', async () => {
    const reads = answering(503, 502, 200)
    const read = leadPathing('/params')
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS)
    await expect(read).resolves.toEqual({ status: 200 })
    expect(reads.sent).toHaveLength(3)

    const post = answering(503)
    const created = expect(registerLead('reader@example.com', 'rsid-1')).rejects.toMatchObject({ status: 503 })
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS)
    await created
    expect(post.sent).toEqual([{ url: `${LEAD_BASE}/leads`, method: 'POST', body: { email: 'reader@example.com', rsid: 'rsid-1' } }])
  })

  it('sends nothing at all while lead pathing is switched off', async () => {
    const { sent } = answering()
    applySettings({ ...defaultSettings, leadPathingBase: '' })
    await expect(leadPathing('/params')).rejects.toBeInstanceOf(LeadPathingDisabled)
    expect(sent).toEqual([])
  })
})
