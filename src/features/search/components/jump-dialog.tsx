import { Combobox, ComboboxItem, ComboboxLabel, ComboboxList, ComboboxProvider, Dialog, DialogHeading } from '@ariakit/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { loadReferenceReader } from '../../bible/reference/load-reference-reader.ts'
import { referenceTarget, targetHref, type ReferenceReader, type ReferenceTarget } from '../../bible/reference/reference.ts'
import type { ModalProps } from '../../../lib/modals.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useBookLinks } from '../use-book-links.ts'
import './jump-dialog.css'

const MAX_SUGGESTIONS = 5

/**
 * The jump box: type a reference (`jn 3:16`, `Juan 3:16`, `ps 23`) to go to it, or words to search for them. The
 * first suggestion is active, so Enter takes it; arrows move between them; Escape closes.
 */
export default function JumpDialog({ onClose }: ModalProps) {
  const { t } = useLingui()
  const { locale, param, tag } = useLocale()
  const navigate = useNavigate()
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

  const go = (href: string) => {
    onClose()
    void navigate({ href })
  }
  const search = () => {
    onClose()
    void navigate({ to: '/{-$locale}/search', params: { locale: param }, search: { q: text } })
  }

  return (
    <Dialog open onClose={onClose} className="jump-dialog" backdrop={<div className="jump-backdrop" />}>
      <DialogHeading className="visually-hidden"><Trans>Search or go to a verse</Trans></DialogHeading>
      <ComboboxProvider value={value} setValue={setValue} open={text !== '' && ready} includesBaseElement={false}>
        <ComboboxLabel className="jump-label"><Trans>Words to search for, or a reference such as John 3:16</Trans></ComboboxLabel>
        <Combobox autoSelect className="jump-input" placeholder={t`John 3:16, Psalm 23, everlasting life…`} autoComplete="off" />
        <ComboboxList className="jump-list" aria-label={t`Suggestions`}>
          {targets.map((target) => {
            const reference = target.label
            return (
              <ComboboxItem key={reference} className="jump-item" value={reference} onClick={() => go(targetHref(target, param))}>
                <Trans>Go to {reference}</Trans>
              </ComboboxItem>
            )
          })}
          <ComboboxItem className="jump-item" value={text} onClick={search}>
            <Trans>Search for “{text}”</Trans>
          </ComboboxItem>
        </ComboboxList>
        {text !== '' && !ready && <p className="jump-hint"><Trans>Loading…</Trans></p>}
      </ComboboxProvider>
    </Dialog>
  )
}
