import { Trans } from '@lingui/react/macro'

/** Shown only when a page takes longer than the router's pending threshold (1 s). */
export function PendingPage() {
  return (
    <p className="pending" role="status">
      <Trans>Loading…</Trans>
    </p>
  )
}
