import { Popover, PopoverDisclosure, PopoverHeading, usePopoverStore } from '@ariakit/react'
import { Trans } from '@lingui/react/macro'
import { useMemo, useState, type Ref } from 'react'
import { DayPicker } from 'react-day-picker'
import { enUS, es } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import { apiLocale, currentLocale } from '#src/lib/i18n.ts'
import { formatBirthday, fromIsoDate, toIsoDate } from '../birthday.ts'
import { YearGridBody, YearGridCaption, YearGridNav, YearGridProvider, yearPageStart, type YearGridState } from './year-grid.tsx'
import './birthday-picker.css'

/** R-ONB-6: the week starts on day 2 (Tuesday). */
const WEEK_STARTS_ON = 2
const FIRST_MONTH = new Date(1900, 0)
const DAY_PICKER_LOCALES = { en: enUS, es } as const
/** DayPicker's parts replaced by the year grid (R-ONB-6: 12 years per page). */
const YEAR_GRID_COMPONENTS = { MonthCaption: YearGridCaption, Nav: YearGridNav, MonthGrid: YearGridBody }

interface BirthdayPickerProps {
  value: string | null
  /** The id of the field's visible label (it describes the button, whose name is the chosen day). */
  labelledBy: string
  onChange: (date: string) => void
  ref?: Ref<HTMLButtonElement>
  /** Ids of what describes the field (an error message, say). */
  describedBy?: string | undefined
  invalid?: boolean
}

/**
 * A button that reads 'Select your birthday' until a day is chosen, then the day; it opens a calendar whose
 * caption opens a grid of 12 years per page. No day after today can be chosen and the choice cannot be cleared
 * (`required`). The onboarding dialog and the profile page share it.
 */
export function BirthdayPicker({ value, labelledBy, onChange, ref, describedBy, invalid = false }: BirthdayPickerProps) {
  const popover = usePopoverStore({ placement: 'bottom-start' })
  const locale = currentLocale()
  // One day per visit is enough: 'today' only bounds the calendar.
  const today = useMemo(() => new Date(), [])
  const selected = value ? fromIsoDate(value) : undefined
  const [month, setMonth] = useState<Date>(selected ?? today)
  const [view, setView] = useState<YearGridState['view']>('days')
  const [pageStart, setPageStart] = useState(() => yearPageStart(month.getFullYear(), today.getFullYear()))

  const monthFormat = useMemo(() => new Intl.DateTimeFormat(apiLocale(locale), { month: 'long', year: 'numeric' }), [locale])
  const grid: YearGridState = {
    view,
    pageStart,
    firstYear: FIRST_MONTH.getFullYear(),
    lastYear: today.getFullYear(),
    monthLabel: (date) => monthFormat.format(date),
    showYears: (around) => {
      setPageStart(yearPageStart(around, today.getFullYear()))
      setView('years')
    },
    showPage: setPageStart,
    pickYear: (year) => {
      const wanted = new Date(year, month.getMonth())
      setMonth(wanted > today ? new Date(today.getFullYear(), today.getMonth()) : wanted)
      setView('days')
    },
  }

  return (
    <>
      <PopoverDisclosure
        store={popover}
        ref={ref}
        className="form-birthday"
        aria-describedby={describedBy ? `${labelledBy} ${describedBy}` : labelledBy}
        aria-invalid={invalid || undefined}
      >
        {value ? formatBirthday(value, apiLocale(locale)) : <Trans>Select your birthday</Trans>}
      </PopoverDisclosure>
      <Popover store={popover} portal modal={false} gutter={6} unmountOnHide autoFocusOnShow={false} className="form-calendar">
        <PopoverHeading className="visually-hidden"><Trans>Choose your birthday</Trans></PopoverHeading>
        <YearGridProvider value={grid}>
          <DayPicker
            mode="single"
            required
            selected={selected}
            onSelect={(date) => {
              onChange(toIsoDate(date))
              popover.hide()
            }}
            month={month}
            onMonthChange={setMonth}
            startMonth={FIRST_MONTH}
            endMonth={today}
            disabled={{ after: today }}
            weekStartsOn={WEEK_STARTS_ON}
            hideWeekdays={view === 'years'}
            components={YEAR_GRID_COMPONENTS}
            locale={DAY_PICKER_LOCALES[locale]}
            autoFocus
          />
        </YearGridProvider>
      </Popover>
    </>
  )
}
