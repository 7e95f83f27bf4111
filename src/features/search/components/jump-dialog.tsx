import { Combobox, ComboboxItem, ComboboxLabel, ComboboxList, Dialog, DialogHeading, useComboboxStore } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { loadReferenceReader, referenceTarget, targetHref, type ReferenceReader, type ReferenceTarget } from '#src/features/bible/index.ts'
import type { ModalProps } from '#src/lib/modals.ts'
import { useLocale } from '#src/lib/use-locale.ts'
import type { JumpDestination } from '../jump-destination.ts'
import { useBookLinks } from '../use-book-links.ts'
import './jump-dialog.css'

const MAX_SUGGESTIONS = 5

/**
 * The jump box: type a reference (`jn 3:16`, `Juan 3:16`, `ps 23`) to go to it, or words to search for them. The
 * first suggestion is active, so Enter takes it; arrows move between them; Escape closes.
 */
export interface JumpDialogProps extends ModalProps {
  /** Navigates in the app: the header passes the router's navigate, so this chunk shares no router code with the entry. */
  go: (destination: JumpDestination) => void
}

export default function JumpDialog({ onClose, go }: JumpDialogProps) {
  const { t } = useLingui()
  const { locale, param, tag } = useLocale()
  const [value, setValue] = useState('')
  const [reader, setReader] = useState<ReferenceReader | null>(null)
  const [readerFailed, setReaderFailed] = useState(false)
  const books = useBookLinks(tag)
  useEffect(() => {
    let current = true
    loadReferenceReader().then((read) => current && setReader(() => read), () => current && setReaderFailed(true))
    return () => { current = false }
  }, [])

  const text = value.trim()
  const targets: ReferenceTarget[] = reader && books && text
    ? reader(text, locale).slice(0, MAX_SUGGESTIONS).flatMap((reference) => {
      const book = books.get(reference.bookNumber)
      return book ? [referenceTarget(reference, book)] : []
    })
    : []
  // Until the parser and the book list are here a reference cannot be told from words; a failed load leaves search.
  const ready = readerFailed || (reader !== null && books !== null)

  const store = useComboboxStore({ value, setValue, open: text !== '' && ready, includesBaseElement: false })
  const choose = (destination: JumpDestination) => {
    onClose()
    go(destination)
  }
  const destinations: JumpDestination[] = [...targets.map((target) => ({ href: targetHref(target, param) })), { search: text }]
  const suggestionsKey = destinations.map((destination) => JSON.stringify(destination)).join()
  // Suggestions arrive after the parser and the books do, not only on typing: the first one becomes active then too,
  // so Enter always takes the suggestion shown on top.
  useEffect(() => {
    if (ready) store.setActiveId(store.first())
  }, [ready, suggestionsKey, store])
  // Enter before the parser has loaded is kept, and answered as soon as it can be.
  const [enterPending, setEnterPending] = useState(false)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || ready || text === '') return
    event.preventDefault()
    setEnterPending(true)
  }
  const first = destinations[0]
  useEffect(() => {
    if (enterPending && ready && first) choose(first)
  })

  return (
    <Dialog open onClose={onClose} className="jump-dialog" backdrop={<div className="jump-backdrop" />}>
      <DialogHeading className="visually-hidden"><Trans>Search or go to a verse</Trans></DialogHeading>
      <ComboboxLabel store={store} className="jump-label"><Trans>Words to search for, or a reference such as John 3:16</Trans></ComboboxLabel>
      <Combobox store={store} autoSelect onKeyDown={onKeyDown} className="jump-input" placeholder={t`John 3:16, Psalm 23, everlasting life…`} autoComplete="off" />
      <ComboboxList store={store} className="jump-list" aria-label={t`Suggestions`}>
        {ready && targets.map((target) => {
          const reference = target.label
          return (
            <ComboboxItem store={store} key={reference} className="jump-item" value={reference} onClick={() => choose({ href: targetHref(target, param) })}>
              <Trans>Go to {reference}</Trans>
            </ComboboxItem>
          )
        })}
        {ready && (
          <ComboboxItem store={store} className="jump-item" value={text} onClick={() => choose({ search: text })}>
            <Trans>Search for “{text}”</Trans>
          </ComboboxItem>
        )}
      </ComboboxList>
      {text !== '' && !ready && <p className="jump-hint"><Trans>Loading…</Trans></p>}
    </Dialog>
  )
}
