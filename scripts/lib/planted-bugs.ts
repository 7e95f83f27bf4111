/**
 * The known bugs scripts/plant-bugs.ts plants in the machines, one at a time: each must make spec-model tests fail.
 * Kept apart so a unit test can check every edit still applies to today's code (a stale edit plants nothing).
 */
export interface PlantedBug {
  name: string
  file: string
  /** Exact text that must occur once in the file, and what it becomes. */
  find: string
  replace: string
}

export const BUGS: readonly PlantedBug[] = [
  {
    name: 'session lifetime 15 → 16 minutes',
    file: 'machines/session/session.machine.ts',
    find: 'export const SESSION_LIFETIME_MS = 15 * 60 * 1000',
    replace: 'export const SESSION_LIFETIME_MS = 16 * 60 * 1000',
  },
  {
    name: 'renew threshold 60 s → 30 s',
    file: 'machines/identity/identity.types.ts',
    find: 'export const TOKEN_EXPIRING_NOTICE_S = 60',
    replace: 'export const TOKEN_EXPIRING_NOTICE_S = 30',
  },
  {
    name: "the identity machine's expired transition removed",
    file: 'machines/identity/identity.logged-in.state.ts',
    find: "        'tokens.expiring': 'renewing',\n        'tokens.expired': '#identity.expired',\n",
    replace: "        'tokens.expiring': 'renewing',\n",
  },
  {
    name: "onboarding's Continue guard removed",
    file: 'machines/onboarding/onboarding.machine.ts',
    find: "'demographics.continue': { guard: 'demographicsComplete', target: 'submitting' },",
    replace: "'demographics.continue': { target: 'submitting' },",
  },
  {
    name: "the visitor's email sources reordered",
    file: 'machines/visitor/visitor.rules.ts',
    find: "export const EMAIL_LOOKUPS = ['accountSession', 'leadSession', 'recipient', 'getResponseContact'] as const",
    replace: "export const EMAIL_LOOKUPS = ['accountSession', 'leadSession', 'getResponseContact', 'recipient'] as const",
  },
  {
    name: 'the 10 s reload guard removed',
    file: 'machines/updates/updates.machine.ts',
    find: 'reloadAllowed: ({ context }) => !context.reloadHeld,',
    replace: 'reloadAllowed: () => true,',
  },
]

/** How many times `find` occurs in `text`. */
export const occurrences = (text: string, find: string): number => text.split(find).length - 1
