import type { ReferenceReader } from './reference.ts'

let loading: Promise<ReferenceReader> | null = null

/** The parser loads on first use (the jump box opening), never with the entry; a failed load may be retried. */
export function loadReferenceReader(): Promise<ReferenceReader> {
  loading ??= import('./reference-parser.ts').then((module) => module.readReferences).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
