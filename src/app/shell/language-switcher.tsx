import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { LOCALES, pathInLocale, persistLocale, type Locale } from '#src/lib/i18n.ts'
import { usePageLocation } from '#src/lib/page-location.ts'
import { isBrowserClick } from '#src/lib/router-clicks.ts'
import { useLocale } from '#src/lib/use-locale.ts'

export function LanguageSwitcher() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const navigate = useNavigate()
  const location = usePageLocation()
  return (
    <nav aria-label={t`Language`} className="language-switcher">
      <ul>
        {(Object.keys(LOCALES) as Locale[]).map((code) => {
          const href = pathInLocale(location.pathname, location.searchStr, code)
          return (
            <li key={code}>
              <a
                href={href}
                hrefLang={LOCALES[code].tag}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                onClick={(event) => {
                  // An explicit choice: remember it first, so `/` does not send an English reader back to /es.
                  persistLocale(code)
                  if (isBrowserClick(event)) return
                  event.preventDefault()
                  void navigate({ href })
                }}
              >
                {LOCALES[code].name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
