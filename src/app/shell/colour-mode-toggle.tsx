import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { parsePreference, setColourPreference, useColourMode } from '../../lib/colour-mode.ts'

export function ColourModeToggle() {
  const { t } = useLingui()
  const id = useId()
  const { preference } = useColourMode()
  return (
    <div className="colour-mode-toggle">
      <label htmlFor={id}>{t`Colour mode`}</label>
      <select id={id} value={preference} onChange={(event) => setColourPreference(parsePreference(event.target.value))}>
        <option value="system">{t`System`}</option>
        <option value="light">{t`Light`}</option>
        <option value="dark">{t`Dark`}</option>
      </select>
    </div>
  )
}
