import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { applyColourMode, useColourMode } from '../../lib/colour-mode.ts'
import { MAIN_HEADING_ID } from '../../lib/ui/page-heading.tsx'
import { useAddressActions } from '../actors.ts'
import { ErrorPage } from './error-page.tsx'
import { useFatalError } from './fatal-error.ts'
import { layouts, MAIN_ID } from './layouts.tsx'
import { ModalHost } from './modal-host.tsx'
import { usePageMeta } from './page-meta.ts'
import { ToastArea } from './toast-area.tsx'

/** After a client-side navigation, move focus to the new page's heading (not on first load, not on hash changes). */
function useFocusOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const previous = useRef(pathname)
  useLayoutEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const target = document.getElementById(MAIN_HEADING_ID) ?? document.getElementById(MAIN_ID)
    target?.focus({ preventScroll: true })
  }, [pathname])
}

/** The app shell: layout chosen by the page, the page outlet, a toast area and a modal host. */
export function RootShell() {
  const { layout, colourMode } = usePageMeta()
  const { resolved } = useColourMode(colourMode)
  useEffect(() => applyColourMode(resolved), [resolved])
  useFocusOnNavigation()
  useAddressActions()
  const fatalError = useFatalError()
  const Layout = layouts[layout]
  return (
    <>
      <Layout>
        {fatalError === null ? <Outlet /> : <ErrorPage status={500} />}
      </Layout>
      <ToastArea />
      <ModalHost />
    </>
  )
}
