import { useLingui } from '@lingui/react'
import { HeadContent, rootRouteId, Scripts, useRouteContext, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { READING_SIZE_SCRIPT } from '#src/features/reading-size/reading-size-on-document.ts'
import { COLOUR_MODE_SCRIPT, FORCED_COLOUR_ATTRIBUTE } from '#src/lib/colour-mode.ts'
import { SETTINGS_ELEMENT_ID } from '#src/lib/settings.ts'
import { usePageMeta } from './page-meta.ts'

// What must hold before the first paint: the colour mode and the reading text size the reader chose.
const FIRST_PAINT_SCRIPT = `${COLOUR_MODE_SCRIPT};${READING_SIZE_SCRIPT}`

/**
 * The whole HTML document, rendered by the server and hydrated by the browser (the root route's shell). The head
 * holds the routes' `head()` tags, the colour-mode and text-size script (inline, with this response's CSP nonce) and the
 * runtime settings as JSON data; the body ends with the router's scripts (dehydrated state, then the entry).
 */
export function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const { colourMode } = usePageMeta()
  const nonce = useRouter().options.ssr?.nonce
  const settingsJson = useRouteContext({ from: rootRouteId, select: (context) => context.page.settingsJson })
  const forced = colourMode ? { [FORCED_COLOUR_ATTRIBUTE]: colourMode } : {}
  return (
    // The inline script sets data-colour-mode, color-scheme and data-reading-size on <html> before React hydrates.
    <html lang={i18n.locale || 'en'} {...forced} suppressHydrationWarning>
      <head>
        <HeadContent />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
        <script type="application/json" id={SETTINGS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: settingsJson }} />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
