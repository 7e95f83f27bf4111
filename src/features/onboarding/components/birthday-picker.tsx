import { Popover, PopoverDisclosure, PopoverHeading, usePopoverStore } from '@ariakit/react'
import { Trans } from '@lingui/react/macro'
import { useMemo, type Ref } from 'react'
import { DayPicker } from 'react-day-picker'
import { enUS, es } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import { apiLocale, currentLocale } from '../../../lib/i18n.ts'
import { formatBirthday, fromIsoDate, toIsoDate } from '../birthday.ts'

/** Spec §9: the week starts on day 2 (Tuesday). */
const WEEK_STARTS_ON = 2
/** A birth year decades back is two dropdown choices away, not dozens of month clicks. */
const FIRST_MONTH = new Date(1900, 0)
const DAY_PICKER_LOCALES = { en: enUS, es } as const

interface BirthdayPickerProps {
  value: string | null
  labelledBy: string
  onChange: (date: string) => void
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button that reads 'Select your birthday' until a day is chosen, then the day; it opens a calendar with a
 * year and month dropdown. No day after today can be chosen and the choice cannot be cleared (`required`).
 */
export function BirthdayPicker({ value, labelledBy, onChange, ref }: BirthdayPickerProps) {
  const popover = usePopoverStore({ placement: 'bottom-start' })
  const locale = currentLocale()
  // One day per visit is enough: 'today' only bounds the calendar.
  const today = useMemo(() => new Date(), [])
  const selected = value ? fromIsoDate(value) : undefined

  return (
    <>
      <PopoverDisclosure
        store={popover}
        ref={ref}
        className="onboarding-birthday"
        aria-describedby={labelledBy}
      >
        {value ? formatBirthday(value, apiLocale(locale)) : <Trans>Select your birthday</Trans>}
      </PopoverDisclosure>
      <Popover store={popover} portal modal={false} gutter={6} unmountOnHide autoFocusOnShow={false} className="onboarding-calendar">
        <PopoverHeading className="visually-hidden"><Trans>Choose your birthday</Trans></PopoverHeading>
        <DayPicker
          mode="single"
          required
          selected={selected}
          onSelect={(date) => {
            onChange(toIsoDate(date))
            popover.hide()
          }}
          defaultMonth={selected ?? today}
          startMonth={FIRST_MONTH}
          endMonth={today}
          disabled={{ after: today }}
          weekStartsOn={WEEK_STARTS_ON}
          captionLayout="dropdown"
          locale={DAY_PICKER_LOCALES[locale]}
          autoFocus
        />
      </Popover>
    </>
  )
}
