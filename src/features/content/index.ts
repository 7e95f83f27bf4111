/**
 * Editorial content every content page shows: rich text, images, a section's heading, content slugs, and the
 * shapes of the site's content types.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { type BlockList, type PageFlags, type RichTextMarkup, type SiteImage, type SiteLink } from './content-types.ts'
export { ContentImage } from './components/content-image.tsx'
export { LandingHeading } from './components/landing-heading.tsx'
export { RichHtml } from './components/rich-html.tsx'
export { parseSlug } from './slug.ts'
