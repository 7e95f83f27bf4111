import { describe, expect, it } from 'vitest'
import { isBot } from './bot.ts'

describe('bot detection', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Some Site Crawler 1.0',
    'my-crawling-agent',
    'Twitterbot/1.0',
  ])('recognises %s as a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true)
  })

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    // "Cubot" is a phone maker, not a crawler: "bot" must end a word or precede a version slash.
    'Mozilla/5.0 (Linux; Android 10; CUBOTS X30) AppleWebKit/537.36 Chrome/90.0 Mobile Safari/537.36',
  ])('treats %s as a reader', (userAgent) => {
    expect(isBot(userAgent)).toBe(false)
  })

  it('treats a missing user agent as a reader', () => {
    expect(isBot(undefined)).toBe(false)
    expect(isBot('')).toBe(false)
  })
})
