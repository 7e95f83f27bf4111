import type { ReactNode } from 'react'

/** The id the shell focuses after each navigation, so screen-reader and keyboard users land on the new page. */
export const MAIN_HEADING_ID = 'main-heading'

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 id={MAIN_HEADING_ID} tabIndex={-1} className={className}>
      {children}
    </h1>
  )
}
