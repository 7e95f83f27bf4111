/** The caption languages a clip has: the site's two locales. */
export const CAPTION_LANGUAGES = ['en', 'es'] as const
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number]

/** The clips are silent: after the title and description, the last cue says so. */
const SILENCE: Record<CaptionLanguage, string> = {
  en: '[No sound: a still preview of this teaching]',
  es: '[Sin sonido: imagen fija de presentación de esta enseñanza]',
}

const timestamp = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds * 1000))
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(Math.floor(whole / 3_600_000))}:${pad(Math.floor(whole / 60_000) % 60)}:${pad(Math.floor(whole / 1000) % 60)}.${pad(whole % 1000, 3)}`
}

/** Cue text is not HTML, but WebVTT reserves <, > and &, and "-->" would end a cue's timing line. */
const cueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s+/g, ' ').trim()

/** WebVTT captions for a clip: its title, its description, then the note that it has no sound, over its whole length. */
export function captionsFor(language: CaptionLanguage, video: { title: string; description: string; durationSeconds: number }): string {
  const end = video.durationSeconds
  const cues: Array<[number, number, string]> = [
    [0, Math.min(6, end), video.title],
    [Math.min(6, end), Math.min(14, end), video.description],
    [Math.min(14, end), end, SILENCE[language]],
  ]
  const body = cues.filter(([start, stop]) => stop > start)
    .map(([start, stop, text], index) => `${index + 1}\n${timestamp(start)} --> ${timestamp(stop)}\n${cueText(text)}`)
  return `WEBVTT\n\n${body.join('\n\n')}\n`
}
