import { Composite, CompositeItem, useCompositeStore } from '@ariakit/react'
import { forwardRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'

/** What the verses' container is given, composite or not (chapter-text.tsx). */
export interface VerseGroupProps {
  'aria-label': string
  className: string
  onClick: (event: MouseEvent<HTMLElement>) => void
  onMouseDown: (event: MouseEvent<HTMLElement>) => void
  onPointerDown: () => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  children: ReactNode
}

/** What a verse's button is given, item or not. */
export interface VerseButtonProps {
  id: string
  className: string
  'aria-pressed': boolean
  'aria-label': string
  onClick: (event: { shiftKey: boolean; detail: number }) => void
}

/**
 * The verses as an Ariakit composite (↑/↓ between their buttons), loaded only when the keyboard first reaches a verse:
 * a reader who taps or scrolls never downloads it (decision 0118).
 */
export const VerseComposite = forwardRef<HTMLDivElement, VerseGroupProps>(function VerseComposite(props, ref) {
  const store = useCompositeStore({ orientation: 'vertical' })
  return <Composite store={store} role="group" ref={ref} {...props} />
})

/** A verse's button as one of the composite's items. */
export function VerseItem(props: VerseButtonProps) {
  return <CompositeItem {...props} render={<button type="button" />} />
}
