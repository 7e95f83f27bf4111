/**
 * Browser facts the updates machine needs as input: the connection quality (R-UPD-5: no preloading on
 * slow connections) and the reload guard's last reload time, which must survive the reload it guards.
 */
export const LAST_RELOAD_KEY = 'lamp-last-reload'

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

export function isSlowConnection(nav: { connection?: NetworkInformationLike } | undefined): boolean {
  const connection = nav?.connection
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}

export function readLastReload(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const value = Number(storage?.getItem(LAST_RELOAD_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    // Storage can be switched off or full; then there is no guard across reloads, only within this page.
    return null
  }
}

export function writeLastReload(storage: Pick<Storage, 'setItem'> | undefined, at: number): void {
  try {
    storage?.setItem(LAST_RELOAD_KEY, String(at))
  } catch {
    // see readLastReload
  }
}

/** "Failed to fetch dynamically imported module" and its Firefox/Safari wordings: a chunk that is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message)
}
