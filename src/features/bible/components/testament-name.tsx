import { Trans } from '@lingui/react/macro'
import type { Testament } from '../api/params.ts'

export function TestamentName({ testament }: { testament: Testament }) {
  return testament === 'old' ? <Trans>Old Testament</Trans> : <Trans>New Testament</Trans>
}
