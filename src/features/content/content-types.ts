// Property shapes of the site's editorial content types (server/db/seed-site), shared by the content pages.

/** Umbraco rich text as HTML markup (RichTextOutputAsJson off): sanitised before it reaches the DOM. */
export interface RichTextMarkup { markup: string; blocks: unknown[] }

export interface SiteImage { url: string; alt: string; width: number; height: number }

/** `url` is a route path of this site or an absolute https address. */
export interface SiteLink { title: string; url: string; target: '_blank' | null }

export interface Block<P> { content: { contentType: string; id: string; properties: P }; settings: unknown }
export interface BlockList<P> { items: Block<P>[] }

/** Page-level settings an editor may set on any page. */
export interface PageFlags {
  adTemplate?: string
  forcedColourMode?: string
  requireMemberLogin?: boolean
  memberGroups?: string[]
}
