import { safeReturnPath } from '#machines/identity/return-path.ts'
import { localeFromParam } from '#src/lib/i18n.ts'

const pathOf = (href: string) => safeReturnPath(href).split(/[?#]/)[0] ?? '/'

function withoutLocale(path: string): string {
  const [, first = '', ...rest] = path.split('/')
  return first !== '' && localeFromParam(first) !== null ? `/${rest.join('/')}` : path
}

const isSignInPage = (href: string) => withoutLocale(pathOf(href)).startsWith('/auth/')

/**
 * The page a visitor was reading before a member page sent them to sign in: where "Back to Lamp" on the
 * provider's page returns them. Never the member page itself (it would send them to sign in again) and never a
 * sign-in page. The router reports every page it shows, the guard every page it guards.
 */
export function createGuardMemory() {
  let lastOpenPage: string | null = null
  let lastGuardedPath: string | null = null
  return {
    noteGuardedPage(href: string): void {
      lastGuardedPath = pathOf(href)
    },
    notePageShown(href: string): void {
      if (pathOf(href) === lastGuardedPath || isSignInPage(href)) return
      lastOpenPage = safeReturnPath(href)
    },
    /**
     * The address to go back to. After a full page load straight onto the member page there is no earlier page
     * in the app, so the referrer counts when it is this site; else the home page.
     */
    pageBeforeGuard(referrer: string, origin: string): string {
      // Checked again: the first page can be reported before its own guard has run.
      if (lastOpenPage !== null && pathOf(lastOpenPage) !== lastGuardedPath) return lastOpenPage
      try {
        const from = new URL(referrer)
        const href = `${from.pathname}${from.search}${from.hash}`
        if (from.origin === origin && pathOf(href) !== lastGuardedPath && !isSignInPage(href)) return safeReturnPath(href)
      } catch {
        // No referrer (a typed address, a bookmark): nothing to go back to but the home page.
      }
      return '/'
    },
  }
}

/** The app's one memory: fed by the root shell's address hook and the member-page guard. */
export const guardMemory = createGuardMemory()
