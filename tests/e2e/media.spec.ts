import { expect, test } from './fixtures.ts'

// The seeded videos' media comes from the reference server itself (server/media): Chromium must really play it.
interface Playback { readyState: number; duration: number; width: number; currentTime: number; cues: string[]; error: string | null }

for (const [slug, seconds, language, firstCue] of [
  ['psalm-46-be-still', 689, 'en', 'Psalm 46: Be Still, and Know'],
  ['a-five-minute-morning-prayer', 305, 'es', 'Una oración de cinco minutos por la mañana'],
] as const) {
  test(`the ${slug} clip plays in Chromium, for its full length, with ${language} captions`, async ({ page }) => {
    await page.goto('/healthz')
    await page.evaluate(({ src, track, srclang }) => {
      document.body.innerHTML = `<video muted controls preload="auto" src="${src}"><track kind="captions" default src="${track}" srclang="${srclang}" label="${srclang}"></video>`
    }, { src: `/media/clips/${slug}.webm`, track: `/media/clips/${slug}.${language}.vtt`, srclang: language })
    const video = page.locator('video')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2)
    await video.evaluate((element: HTMLVideoElement) => element.play())
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5)
    const playback = await video.evaluate((element: HTMLVideoElement): Playback => ({
      readyState: element.readyState, duration: element.duration, width: element.videoWidth, currentTime: element.currentTime,
      cues: Array.from(element.textTracks[0]?.cues ?? [], (cue) => (cue as VTTCue).text), error: element.error?.message ?? null,
    }))
    expect(playback).toMatchObject({ error: null, width: 640 })
    expect(playback.duration).toBeCloseTo(seconds, 0)
    expect(playback.cues[0]).toBe(firstCue)
  })
}
