import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** Umbraco's rich text in JSON output form (the Delivery API's RichTextOutputAsJson). */
export interface RichTextText {
  tag: '#text'
  text: string
}
export interface RichTextElement {
  tag: string
  attributes: Record<string, string>
  elements: Array<RichTextElement | RichTextText>
}
export interface RichTextRoot extends RichTextElement {
  tag: '#root'
  blocks: unknown[]
}

export interface KjvVerse {
  book: string
  chapter: number
  verse: number
  raw: string
}

/** The kjv package says "Solomon's Song"; readers (and our slugs) know it as the Song of Solomon. */
const BOOK_NAMES: Record<string, string> = { "Solomon's Song": 'Song of Solomon' }

const KEY_PATTERN = /^(.+) (\d+):(\d+)$/

/** All 31,102 verses in canonical order (the JSON's key order is the Bible's order). */
export function readKjvVerses(): KjvVerse[] {
  const file = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json')
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  return Object.entries(json).map(([key, raw]) => {
    const match = KEY_PATTERN.exec(key)
    if (!match) throw new Error(`Unexpected verse key in kjv: "${key}"`)
    const [, book = '', chapter, verse] = match
    return { book: BOOK_NAMES[book] ?? book, chapter: Number(chapter), verse: Number(verse), raw }
  })
}

export function bookSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

const text = (value: string): RichTextText => ({ tag: '#text', text: value })

/** `# ` opens a paragraph and `[words]` are the translators' italics, kept as structure rather than characters. */
export function parseVerseText(raw: string): { startsParagraph: boolean; text: RichTextRoot; plainText: string } {
  const startsParagraph = raw.startsWith('#')
  const body = startsParagraph ? raw.slice(1).trimStart() : raw
  const elements: Array<RichTextElement | RichTextText> = []
  // split with a capture group alternates plain runs (even indexes) and bracketed runs (odd indexes).
  body.split(/\[([^\]]*)\]/).forEach((part, index) => {
    if (part === '') return
    elements.push(index % 2 === 0 ? text(part) : { tag: 'em', attributes: {}, elements: [text(part)] })
  })
  return {
    startsParagraph,
    text: { tag: '#root', attributes: {}, elements, blocks: [] },
    plainText: body.replace(/[[\]]/g, ''),
  }
}
