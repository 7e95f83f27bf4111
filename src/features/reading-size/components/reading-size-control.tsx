import { useLingui } from '@lingui/react/macro'
import { useChoiceBeforeHydration } from '#src/lib/ui/use-choice-before-hydration.ts'
import { parseReadingSize, READING_SIZES, setReadingSize, useReadingSize, type ReadingSize } from '../reading-size.ts'

/** Four text sizes as a radio group; the letter grows with the size it stands for. */
export function ReadingSizeControl() {
  const { t } = useLingui()
  const current = useReadingSize()
  const group = useChoiceBeforeHydration<HTMLFieldSetElement>((size) => setReadingSize(parseReadingSize(size)))
  const labels: Record<ReadingSize, string> = { small: t`Small`, medium: t`Medium`, large: t`Large`, 'x-large': t`Extra large` }
  return (
    <fieldset ref={group} className="reading-size">
      <legend>{t`Text size`}</legend>
      {READING_SIZES.map((size) => (
        <label key={size} className={`reading-size-option reading-size-${size}`}>
          <input type="radio" name="reading-size" value={size} checked={current === size} onChange={() => setReadingSize(size)} />
          <span aria-hidden="true" className="reading-size-glyph" />
          <span className="visually-hidden">{labels[size]}</span>
        </label>
      ))}
    </fieldset>
  )
}
