import { useRef, type ReactNode } from 'react'
import { HYDRATING_MARK, useHydrationMark } from './hydration-mark.ts'

/** The id the shell focuses after each navigation, so screen-reader and keyboard users land on the new page. */
export const MAIN_HEADING_ID = 'main-heading'

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useHydrationMark(heading)
  return (
    <h1 ref={heading} id={MAIN_HEADING_ID} tabIndex={-1} className={className} {...HYDRATING_MARK}>
      {children}
    </h1>
  )
}
