import { useLingui } from '@lingui/react/macro'
import { createContext, use, type ReactNode } from 'react'
import { Nav, useDayPicker, type MonthCaptionProps, type MonthGridProps, type NavProps } from 'react-day-picker'

/** R-ONB-6: the calendar's navigation is a year grid of 12 years per page. */
export const YEARS_PER_PAGE = 12

/** The first year of the page that holds `year`; pages end at `lastYear` (this year), so the first page is the latest. */
export function yearPageStart(year: number, lastYear: number): number {
  return lastYear - (YEARS_PER_PAGE - 1) - YEARS_PER_PAGE * Math.floor((lastYear - year) / YEARS_PER_PAGE)
}

export interface YearGridState {
  /** Days of a month, or the page of years that starts at `pageStart`. */
  view: 'days' | 'years'
  pageStart: number
  firstYear: number
  lastYear: number
  /** Formats a month's caption ("March 1985") in the page's language. */
  monthLabel: (month: Date) => string
  showYears: (around: number) => void
  showPage: (start: number) => void
  pickYear: (year: number) => void
}

const YearGridContext = createContext<YearGridState | null>(null)

export function YearGridProvider({ value, children }: { value: YearGridState; children: ReactNode }) {
  return <YearGridContext value={value}>{children}</YearGridContext>
}

function useYearGrid(): YearGridState {
  const state = use(YearGridContext)
  if (!state) throw new Error('The year grid parts must be inside YearGridProvider')
  return state
}

const years = (start: number) => Array.from({ length: YEARS_PER_PAGE }, (_, index) => start + index)

/** The caption (DayPicker `MonthCaption`): the month's name as a button that opens the year grid. */
export function YearGridCaption({ calendarMonth, displayIndex: _displayIndex, children: _children, ...props }: MonthCaptionProps) {
  const { t } = useLingui()
  const grid = useYearGrid()
  const first = grid.pageStart
  const last = grid.pageStart + YEARS_PER_PAGE - 1
  const month = grid.monthLabel(calendarMonth.date)
  return (
    <div {...props}>
      {grid.view === 'days' ? (
        <button type="button" className="year-grid-caption" aria-label={t`Choose a year (${month})`} onClick={() => grid.showYears(calendarMonth.date.getFullYear())}>
          {month}
        </button>
      ) : (
        <span className="year-grid-caption" role="status" aria-live="polite">{t`${first} to ${last}`}</span>
      )}
    </div>
  )
}

/** The navigation (DayPicker `Nav`): months in the day view, pages of 12 years in the year grid. */
export function YearGridNav(navProps: NavProps) {
  const { t } = useLingui()
  const grid = useYearGrid()
  const { classNames, components } = useDayPicker()
  if (grid.view === 'days') return <Nav {...navProps} />
  const { onPreviousClick: _previous, onNextClick: _next, previousMonth: _before, nextMonth: _after, ...props } = navProps
  const earlier = grid.pageStart - YEARS_PER_PAGE
  const later = grid.pageStart + YEARS_PER_PAGE
  return (
    <nav {...props}>
      <button type="button" className={classNames.button_previous} aria-label={t`Earlier years`} disabled={grid.pageStart <= grid.firstYear} onClick={() => grid.showPage(earlier)}>
        <components.Chevron orientation="left" className={classNames.chevron} />
      </button>
      <button type="button" className={classNames.button_next} aria-label={t`Later years`} disabled={later > grid.lastYear} onClick={() => grid.showPage(later)}>
        <components.Chevron orientation="right" className={classNames.chevron} />
      </button>
    </nav>
  )
}

/** The grid (DayPicker `MonthGrid`): the days, or the 12 years of the page as buttons. */
export function YearGridBody({ children, ...props }: MonthGridProps) {
  const { t } = useLingui()
  const grid = useYearGrid()
  const { months } = useDayPicker()
  const shownYear = months[0]?.date.getFullYear()
  if (grid.view === 'days') return <table {...props}>{children}</table>
  const first = grid.pageStart
  const last = grid.pageStart + YEARS_PER_PAGE - 1
  return (
    <div className="year-grid" role="group" aria-label={t`Years ${first} to ${last}`}>
      {years(grid.pageStart).map((year) => (
        <button
          key={year}
          type="button"
          className="year-grid-year"
          aria-pressed={year === shownYear}
          disabled={year < grid.firstYear || year > grid.lastYear}
          onClick={() => grid.pickYear(year)}
        >
          {year}
        </button>
      ))}
    </div>
  )
}
