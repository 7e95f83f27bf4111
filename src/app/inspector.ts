import { createBrowserInspector, createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import type { InspectionEvent, Observer } from 'xstate'
import { redactForInspection } from './inspect-redaction.ts'

type Adapter = Parameters<typeof createInspector>[0]

/**
 * Loaded only when inspection is on (see inspect.ts). `serialize` runs on every event before any adapter
 * sees it, so tokens and emails never leave the tab; it also turns live actors into plain data.
 */
export function createLampInspector(adapter?: Adapter): { inspect: Observer<InspectionEvent> } {
  const options = {
    serialize: (event: StatelyInspectionEvent) => redactForInspection(event) as StatelyInspectionEvent,
  }
  return adapter ? createInspector(adapter, options) : createBrowserInspector(options)
}
