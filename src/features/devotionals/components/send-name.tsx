import { Trans } from '@lingui/react/macro'
import type { SendKind } from '../daily-date.ts'

export function SendName({ send }: { send: SendKind }) {
  if (send === 'am') return <Trans>Morning devotion</Trans>
  if (send === 'pm') return <Trans>Afternoon devotion</Trans>
  return <Trans>Evening devotion</Trans>
}
