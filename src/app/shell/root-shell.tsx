import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useReadingSizeOnDocument } from '#src/features/reading-size/reading-size-on-document.ts'
import { applyColourMode, useColourMode } from '#src/lib/colour-mode.ts'
import { useHydrated } from '#src/lib/ui/hydrated.ts'
import { MAIN_HEADING_ID } from '#src/lib/ui/page-heading.tsx'
import { ErrorPage } from './error-page.tsx'
import { useFatalError } from './fatal-error.ts'
import { MAIN_ID, SiteLayout } from './layouts.tsx'
import { ModalHost } from './modal-host.tsx'
import { usePageMeta } from './page-meta.ts'
import { ToastArea } from './toast-area.tsx'

/**
 * After a client-side navigation, move focus to the new page's heading (not on first load, not on hash changes). It
 * waits for the resolved location: the requested one changes while the old page is still shown, and focusing its
 * heading would leave the focus on the body once that page goes.
 */
function useFocusOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const previous = useRef(pathname)
  useLayoutEffect(() => {
    const first = previous.current === undefined
    if (previous.current === pathname) return
    previous.current = pathname
    if (first) return
    const target = document.getElementById(MAIN_HEADING_ID) ?? document.getElementById(MAIN_ID)
    target?.focus({ preventScroll: true })
  }, [pathname])
}

/**
 * Keeps <html data-colour-mode> in step with the reader's choice and the page's forced mode. The first paint has
 * it already (COLOUR_MODE_SCRIPT); during hydration the stored choice is not yet read, so nothing is applied then.
 */
function useColourModeOnDocument() {
  const { colourMode } = usePageMeta()
  const { resolved } = useColourMode(colourMode)
  const hydrated = useHydrated()
  useEffect(() => { if (hydrated) applyColourMode(resolved) }, [hydrated, resolved])
}

/** The app shell inside the document: the page's layout route, a toast area and a modal host. */
export function RootShell() {
  useColourModeOnDocument()
  useReadingSizeOnDocument()
  useFocusOnNavigation()
  const fatalError = useFatalError()
  return (
    <>
      {fatalError === null ? <Outlet /> : <SiteLayout><ErrorPage status={500} /></SiteLayout>}
      <ToastArea />
      <ModalHost />
    </>
  )
}
