import { useEffect } from 'react'

/**
 * Member guards decide in the browser only (decision 0041). On a full page load their `beforeLoad` runs as soon as
 * the router's root has hydrated, while the layout (header, language links, main) may still be hydrating from the
 * server's HTML: a redirect or a 401 thrown then changes the address under it, and React reports a hydration
 * mismatch (#418). So a guard first waits for the layout to have hydrated, which `Main` announces once mounted.
 */
let announce: () => void = () => undefined
const hydrated = new Promise<void>((resolve) => { announce = resolve })

/** For the layout's `main`: its effect runs once the layout around it has hydrated (or rendered, after that). */
export function useAnnounceLayoutHydrated(): void {
  useEffect(() => announce(), [])
}

/**
 * Resolves once a layout has hydrated: at once on every later navigation. Bounded, so a page whose layout never
 * mounts (a fatal error in its place) still gets its guard's answer.
 */
export function layoutHydrated(timeoutMs = 5_000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    void hydrated.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
