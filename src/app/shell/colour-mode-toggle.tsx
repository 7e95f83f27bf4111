import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { parsePreference, setColourPreference, useColourMode } from '#src/lib/colour-mode.ts'
import { useChoiceBeforeHydration } from '#src/lib/ui/use-choice-before-hydration.ts'

export function ColourModeToggle() {
  const { t } = useLingui()
  const id = useId()
  const { preference } = useColourMode()
  const choose = (value: string) => setColourPreference(parsePreference(value))
  const select = useChoiceBeforeHydration<HTMLSelectElement>(choose)
  return (
    <div className="colour-mode-toggle">
      <label htmlFor={id}>{t`Colour mode`}</label>
      <select ref={select} id={id} value={preference} onChange={(event) => choose(event.target.value)}>
        <option value="system">{t`System`}</option>
        <option value="light">{t`Light`}</option>
        <option value="dark">{t`Dark`}</option>
      </select>
    </div>
  )
}
