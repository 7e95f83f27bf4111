/** How a verse is cited when shared: the reference and translation, as readers write it ("John 3:16 KJV"). */
/** Every verse Lamp shows is from the King James Version. */
export const DEFAULT_TRANSLATION = 'KJV'

export const citation = (reference: string, translation = DEFAULT_TRANSLATION): string => `${reference} ${translation}`

/** The words, then the citation on its own line: pastes well into a message or a note. */
export const shareableText = (text: string, reference: string, translation = DEFAULT_TRANSLATION): string =>
  `“${text.trim()}”\n${citation(reference, translation)}`

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** The system share sheet where there is one (phones); null when there is none or it could not take the data. */
async function systemShare(data: ShareData): Promise<ShareOutcome | null> {
  if (typeof navigator.share !== 'function' || (typeof navigator.canShare === 'function' && !navigator.canShare(data))) return null
  try {
    await navigator.share(data)
    return 'shared'
  } catch (error) {
    // The reader closed the share sheet: nothing to report.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    return null
  }
}

/** Puts text on the clipboard. */
export async function copyText(text: string): Promise<ShareOutcome> {
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** Shares a verse's words, citation and address; else copies them. */
export async function shareVerse(verse: { text: string; reference: string; url: string; translation?: string }): Promise<ShareOutcome> {
  const text = shareableText(verse.text, verse.reference, verse.translation)
  return (await systemShare({ title: citation(verse.reference, verse.translation), text, url: verse.url })) ?? copyText(`${text}\n${verse.url}`)
}

/** Shares the address of verses (`…/john/3#v16-18`) under their citation; else copies the address alone. */
export async function shareVerseLink(link: { reference: string; url: string; translation?: string }): Promise<ShareOutcome> {
  return (await systemShare({ title: citation(link.reference, link.translation), url: link.url })) ?? copyText(link.url)
}
