import type { Emitter, EventType } from 'mitt'
import mittImport from 'mitt'

type Mitt = <Events extends Record<EventType, unknown>>() => Emitter<Events>

// mitt ships ESM at run time but CommonJS-style typings, so under NodeNext the default import's type is the module
// namespace; this picks the function in both readings.
const mitt = ((mittImport as unknown as { default?: Mitt }).default ?? mittImport) as unknown as Mitt

export function createEmitter<Events extends Record<EventType, unknown>>(): Emitter<Events> {
  return mitt<Events>()
}
