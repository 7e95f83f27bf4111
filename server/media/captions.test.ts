import { describe, expect, it } from 'vitest'
import { captionsFor } from './captions.ts'

const video = (durationSeconds: number, title = 'Psalm 46', description = 'Be still.') => ({ title, description, durationSeconds })

describe('captions of a clip', () => {
  it('shows the title, then the description, then the note that there is no sound, until the clip ends', () => {
    expect(captionsFor('en', video(30))).toBe([
      'WEBVTT',
      '',
      '1\n00:00:00.000 --> 00:00:06.000\nPsalm 46',
      '',
      '2\n00:00:06.000 --> 00:00:14.000\nBe still.',
      '',
      '3\n00:00:14.000 --> 00:00:30.000\n[No sound: a still preview of this teaching]',
      '',
    ].join('\n'))
  })

  it('says there is no sound in Spanish for the Spanish track', () => {
    expect(captionsFor('es', video(30))).toContain('00:00:14.000 --> 00:00:30.000\n[Sin sonido: imagen fija de presentación de esta enseñanza]\n')
  })

  it('writes hours, minutes, seconds and milliseconds for a long clip', () => {
    expect(captionsFor('en', video(3600))).toContain('3\n00:00:14.000 --> 01:00:00.000\n')
    expect(captionsFor('en', video(754.25))).toContain('00:00:14.000 --> 00:12:34.250\n')
  })

  it('leaves out the cues a short clip has no time for, and numbers the rest from 1', () => {
    expect(captionsFor('en', video(4))).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nPsalm 46\n')
    const ten = captionsFor('en', video(10))
    expect(ten).toContain('2\n00:00:06.000 --> 00:00:10.000\nBe still.')
    expect(ten).not.toContain('No sound')
    expect(ten).not.toContain('\n3\n')
  })

  it('escapes what WebVTT reserves and keeps each cue on one line', () => {
    const captions = captionsFor('en', video(30, '  Faith <and> works & grace  ', 'Line one\n\nline --> two'))
    expect(captions).toContain('\nFaith &lt;and&gt; works &amp; grace\n')
    expect(captions).toContain('\nLine one line --&gt; two\n')
  })
})
