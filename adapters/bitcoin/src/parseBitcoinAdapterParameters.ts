import { configureZod, parseWithSchema } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { BitcoinInjectionTarget } from './collectBitcoinWallets.js'

configureZod()

export type BitcoinAdapterParameters = {
  /** Accepted for AppKit compatibility; Foyer's BitcoinAdapter needs no cloud project. */
  projectId?: string | undefined
  /**
   * Where wallets inject themselves (`btc_providers`, `XverseProviders`, `unisat`...). Default the page's `window`.
   * sats-connect wallets are called through the sats-connect library, which finds them on the page's `window`.
   */
  window?: BitcoinInjectionTarget | undefined
  /** How long a connect (or a restore) waits for a wallet that has not injected itself yet, in ms. Default 1000. */
  discoveryTimeout?: number | undefined
  /** `fetch` for the Esplora balance reads. Default the global one. */
  fetch?: typeof fetch | undefined
}

const parametersSchema = z.optional(
  z.object({
    projectId: z.optional(z.string()),
    window: z.optional(
      z.custom<BitcoinInjectionTarget>((value) => typeof value === 'object' && value !== null),
    ),
    discoveryTimeout: z.optional(z.int().check(z.nonnegative(), z.lte(60_000))),
    fetch: z.optional(z.custom<typeof fetch>((value) => typeof value === 'function')),
  }),
)

export type ParsedBitcoinAdapterParameters = {
  projectId: string | undefined
  window: BitcoinInjectionTarget | undefined
  discoveryTimeout: number
  fetch: typeof fetch
}

export function parseBitcoinAdapterParameters(
  parameters: BitcoinAdapterParameters | undefined,
): ParsedBitcoinAdapterParameters {
  const options = parseWithSchema(parametersSchema, parameters, 'options for BitcoinAdapter')
  return {
    projectId: options?.projectId,
    window: parameters?.window ?? (globalThis as { window?: BitcoinInjectionTarget }).window,
    discoveryTimeout: options?.discoveryTimeout ?? 1000,
    fetch: parameters?.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  }
}
