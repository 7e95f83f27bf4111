import { Link } from '@tanstack/react-router'
import { settings } from '#src/lib/settings.ts'
import { useLocale } from '#src/lib/use-locale.ts'

/** The logo and the site's name, linking home (the current page only on the home page itself, not below `/es`). */
export function BrandLink() {
  const { param } = useLocale()
  return (
    <Link to="/{-$locale}" params={{ locale: param }} activeOptions={{ exact: true }} className="brand">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="brand-mark">
        <path d="M10 22h12l-2 4h-8zM16 5c3 4 5 6 5 10a5 5 0 0 1-10 0c0-4 2-6 5-10z" fill="currentColor" />
      </svg>
      <span>{settings.siteName}</span>
    </Link>
  )
}
