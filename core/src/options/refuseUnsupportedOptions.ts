import { InvalidOptionsError } from '../errors/options.js'

/** The options Foyer takes for AppKit compatibility but has no behaviour for: a set value is refused, never ignored. */
type Refusal = {
  field: string
  /** The value as the host passed it is one Foyer would silently ignore. */
  refused(options: Record<string, unknown>): boolean
  details: string
}

const refusals: readonly Refusal[] = [
  {
    field: 'manualWCControl',
    refused: (options) => options.manualWCControl === true,
    details:
      'WalletConnect is always managed by Foyer: pass a UniversalAdapter (or none) instead of manualWCControl.',
  },
  {
    field: 'universalProvider',
    refused: (options) => options.universalProvider !== undefined,
    details:
      'Foyer does not take a ready-made WalletConnect UniversalProvider: pass a UniversalAdapter, or relayUrl.',
  },
  {
    field: 'universalProviderConfigOverride',
    refused: (options) => options.universalProviderConfigOverride !== undefined,
    details:
      'The WalletConnect session proposal follows the networks and adapters passed; it cannot be overridden.',
  },
  {
    field: 'coinbasePreference',
    refused: (options) => options.coinbasePreference !== undefined && options.coinbasePreference !== 'all',
    details:
      'Foyer has no Coinbase SDK connector, so it cannot restrict Coinbase to smart or EOA wallets: leave coinbasePreference unset.',
  },
  {
    field: 'experimental_preferUniversalLinks',
    refused: (options) => options.experimental_preferUniversalLinks === true,
    details: 'Wallets open through their own deep links; universal links cannot be preferred.',
  },
  {
    field: 'pendingTransactionsFilter',
    refused: (options) =>
      (options.pendingTransactionsFilter as { enable?: unknown } | undefined)?.enable === true,
    details: 'The activity list shows confirmed transactions only; pending ones cannot be polled yet.',
  },
]

/**
 * Throws an `InvalidOptionsError` naming the first option (after validation) whose value Foyer cannot honour, so
 * that an AppKit option is never accepted and then ignored. Defaults and "off" values stay accepted.
 */
export function refuseUnsupportedOptions(options: Record<string, unknown>): void {
  const refusal = refusals.find((entry) => entry.refused(options))
  if (refusal) throw new InvalidOptionsError({ field: refusal.field, details: refusal.details })
}
