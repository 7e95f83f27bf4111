import { useRouter } from '@tanstack/react-router'
import { isBrowserClick } from '#src/lib/router-clicks.ts'
import type { SiteLink } from '#src/features/content/index.ts'

/** A link property: an internal path navigates with the router, an external address opens safely. */
export function SiteLinkButton({ link }: { link: SiteLink }) {
  const router = useRouter()
  const external = /^https?:\/\//i.test(link.url)
  if (external) return <a className="button" href={link.url} target={link.target ?? undefined} rel="noopener noreferrer">{link.title}</a>
  if (!link.url.startsWith('/')) return null
  return (
    <a
      className="button"
      href={link.url}
      onClick={(event) => {
        if (isBrowserClick(event)) return
        event.preventDefault()
        void router.navigate({ href: link.url })
      }}
    >
      {link.title}
    </a>
  )
}
