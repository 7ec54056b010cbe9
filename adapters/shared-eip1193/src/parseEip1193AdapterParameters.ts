import { configureZod, parseWithSchema } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { Eip6963Target } from './Eip6963Target.js'

configureZod()

export type Eip1193AdapterParameters = {
  /** Where wallets announce themselves (EIP-6963) and inject `ethereum`; default the page's `window`. */
  window?: Eip6963Target | undefined
  /** How long a connect waits for a wallet that has not announced itself yet, in ms. Default 1000. */
  discoveryTimeout?: number | undefined
}

const eventTargetSchema = z.custom<Eip6963Target>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EventTarget).addEventListener === 'function' &&
    typeof (value as EventTarget).dispatchEvent === 'function',
  'expected an EventTarget (the page window)',
)

const parametersSchema = z.object({
  window: z.optional(eventTargetSchema),
  discoveryTimeout: z._default(z.int().check(z.nonnegative(), z.lte(60_000)), 1000),
})

export function parseEip1193AdapterParameters(
  adapter: string,
  parameters: unknown,
): { window: Eip6963Target | undefined; discoveryTimeout: number } {
  const parsed = parseWithSchema(parametersSchema, parameters ?? {}, `options for ${adapter}`)
  return { window: parsed.window, discoveryTimeout: parsed.discoveryTimeout }
}
