/**
 * The visitor's lead: the lead-pathing service and the stored lead.
 *
 * Other features import this feature only from here (.dependency-cruiser.mjs), and only what is named here, which is
 * what they use. Routes and the app import its modules directly, so the router keeps each page's code in its chunk.
 */
export { leadPathing } from './api/lead-pathing.ts'
export { useLead } from './use-lead.ts'
