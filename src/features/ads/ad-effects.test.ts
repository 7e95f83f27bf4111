import { describe, expect, it, vi } from 'vitest'
import { postContentLoaded, resetAdConfig, writeAdConfig } from './ad-effects.ts'

const message = { type: 'bibleChapter', contentLoaded: true } as const

function framedWindow() {
  const parent = { postMessage: vi.fn() }
  return { win: { parent } as unknown as Window, parent }
}

describe('ad effects in the browser', () => {
  it('posts the finished notice to the configured parent origin only', () => {
    const { win, parent } = framedWindow()
    expect(postContentLoaded(win, 'https://partner.example', message)).toBe(true)
    expect(parent.postMessage).toHaveBeenCalledWith(message, 'https://partner.example')
  })

  it('posts nothing without a parent origin, to "*", or when the app is not framed', () => {
    const { win, parent } = framedWindow()
    expect(postContentLoaded(win, '', message)).toBe(false)
    expect(postContentLoaded(win, '*', message)).toBe(false)
    const top = {} as { parent?: unknown }
    top.parent = top
    expect(postContentLoaded(top as unknown as Window, 'https://partner.example', message)).toBe(false)
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('writes and removes window.lampAdConfig, telling the ad script each time', () => {
    const target = new EventTarget()
    const heard = vi.fn()
    target.addEventListener('lamp:ad-config', heard)
    const win = target as unknown as Window
    const config = { tags: [], contentId: 'c1', title: 'John 3', type: 'bibleChapter', pageurl: 'https://x/y', source: '', medium: '', campaign: '' }
    writeAdConfig(win, config)
    expect(win.lampAdConfig).toEqual(config)
    resetAdConfig(win)
    expect('lampAdConfig' in win).toBe(false)
    expect(heard).toHaveBeenCalledTimes(2)
  })
})
