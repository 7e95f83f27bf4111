/** Where the jump box sends the reader: an address in the app (a reference), or the results page for words. */
export type JumpDestination = { href: string } | { search: string }
