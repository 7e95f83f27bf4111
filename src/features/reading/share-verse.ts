/** How a verse is cited when shared: the reference and translation, as readers write it ("John 3:16 KJV"). */
/** Every verse Lamp shows is from the King James Version. */
export const DEFAULT_TRANSLATION = 'KJV'

export const citation = (reference: string, translation = DEFAULT_TRANSLATION): string => `${reference} ${translation}`

/** The words, then the citation on its own line: pastes well into a message or a note. */
export const shareableText = (text: string, reference: string, translation = DEFAULT_TRANSLATION): string =>
  `“${text.trim()}”\n${citation(reference, translation)}`

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** The system share sheet where there is one (phones), else the clipboard. */
export async function shareVerse(verse: { text: string; reference: string; url: string; translation?: string }): Promise<ShareOutcome> {
  const text = shareableText(verse.text, verse.reference, verse.translation)
  const data = { title: citation(verse.reference, verse.translation), text, url: verse.url }
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      // The reader closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${verse.url}`)
    return 'copied'
  } catch {
    return 'failed'
  }
}
