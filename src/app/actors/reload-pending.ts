// Apart from ./updates.ts (which starts after hydration, with xstate), so the error page in the first view's code
// can ask without bringing the updates machine along.
let reloading = false

/** True once this tab has started a full page load for an update: an error page may wait for it instead. */
export function isReloadPending(): boolean {
  return reloading
}

export function markReloadPending(): void {
  reloading = true
}
