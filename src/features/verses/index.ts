/**
 * Verses by topic.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
// No other feature uses anything of this one.
export {}
