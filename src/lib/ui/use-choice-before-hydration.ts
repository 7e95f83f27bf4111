import { useLayoutEffect, useRef, type RefObject } from 'react'
import { useHydrated } from './hydrated.ts'

/**
 * A choice the reader made on a server-rendered select or radio group before the app took the page over. The browser
 * changed the control, no handler ran, and hydration leaves a control's value as it finds it: the page would show one
 * choice and apply another. Once, as the control hydrates, `adopt` gets the value the reader chose: the option or
 * radio that shows as chosen though the server's HTML did not choose it. It runs during hydration's commit, before
 * the stored choice replaces the server's default (which would overwrite what the control shows).
 */
export function useChoiceBeforeHydration<T extends HTMLSelectElement | HTMLFieldSetElement>(adopt: (value: string) => void): RefObject<T | null> {
  const control = useRef<T>(null)
  const hydrating = !useHydrated()
  const adoptOnce = useRef(hydrating ? adopt : null)
  useLayoutEffect(() => {
    const chosen = control.current?.querySelector<HTMLOptionElement | HTMLInputElement>('option:checked, input:checked')
    const fromServer = chosen instanceof HTMLOptionElement ? chosen.defaultSelected : chosen?.defaultChecked
    if (chosen && !fromServer) adoptOnce.current?.(chosen.value)
    adoptOnce.current = null
  }, [])
  return control
}
