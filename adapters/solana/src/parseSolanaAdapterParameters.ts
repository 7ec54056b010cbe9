import { configureZod, parseWithSchema } from '@foyer/core/eager'
import type { Commitment, ConnectionConfig } from '@solana/web3.js'
import * as z from 'zod/mini'
import type { SolanaInjectionTarget } from './collectSolanaWallets.js'

configureZod()

export type SolanaAdapterParameters = {
  /** Accepted for AppKit compatibility; Foyer's SolanaAdapter needs no cloud project. */
  projectId?: string | undefined
  /** The commitment or `ConnectionConfig` of every `Connection` the adapter opens. Default `'confirmed'`. */
  connectionSettings?: Commitment | ConnectionConfig | undefined
  /** List wallets registered by wallet-standard (`@wallet-standard/app`). Default true. */
  walletStandard?: boolean | undefined
  /** List injected providers (`window.phantom.solana`, `window.solana`, ...). Default true. */
  injected?: boolean | undefined
  /** Where injected providers live. Default the page's `window`. */
  window?: SolanaInjectionTarget | undefined
  /** How long a connect (or a restore) waits for a wallet that has not registered yet, in ms. Default 1000. */
  discoveryTimeout?: number | undefined
}

const commitment = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

const parametersSchema = z.optional(
  z.object({
    projectId: z.optional(z.string()),
    connectionSettings: z.optional(
      z.union([commitment, z.looseObject({ commitment: z.optional(commitment) })]),
    ),
    walletStandard: z._default(z.boolean(), true),
    injected: z._default(z.boolean(), true),
    window: z.optional(
      z.custom<SolanaInjectionTarget>((value) => typeof value === 'object' && value !== null),
    ),
    discoveryTimeout: z._default(z.int().check(z.nonnegative(), z.lte(60_000)), 1000),
  }),
)

export type ParsedSolanaAdapterParameters = {
  projectId: string | undefined
  connectionSettings: Commitment | ConnectionConfig
  walletStandard: boolean
  injected: boolean
  window: SolanaInjectionTarget | undefined
  discoveryTimeout: number
}

export function parseSolanaAdapterParameters(
  parameters: SolanaAdapterParameters | undefined,
): ParsedSolanaAdapterParameters {
  const options = parseWithSchema(parametersSchema, parameters, 'options for SolanaAdapter')
  return {
    projectId: options?.projectId,
    connectionSettings: parameters?.connectionSettings ?? 'confirmed',
    walletStandard: options?.walletStandard ?? true,
    injected: options?.injected ?? true,
    window: parameters?.window ?? (globalThis as { window?: SolanaInjectionTarget }).window,
    discoveryTimeout: options?.discoveryTimeout ?? 1000,
  }
}
