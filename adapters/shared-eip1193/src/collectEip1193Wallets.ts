import type { Connector } from '@foyer/core/eager'
import { type Eip1193Provider, isEip1193Provider } from './Eip1193Provider.js'
import type { Eip6963ProviderDetail } from './watchEip6963Providers.js'

/** A wallet an adapter can connect: the connector it reports and the provider behind it. */
export type Eip1193Wallet = { connector: Connector; provider: Eip1193Provider }

/** The id of the connector for `window.ethereum`, as wagmi names it. */
export const injectedConnectorId = 'injected'

/**
 * One wallet per announced provider (id = rdns, as wagmi does), plus `window.ethereum` when it is not one of them:
 * a wallet that both announces itself and injects the global is reported once.
 */
export function collectEip1193Wallets(
  announced: readonly Eip6963ProviderDetail[],
  injected: unknown,
): Eip1193Wallet[] {
  const wallets: Eip1193Wallet[] = announced.map(({ info, provider }) => ({
    provider,
    connector: {
      id: info.rdns,
      type: 'ANNOUNCED',
      name: info.name,
      namespace: 'eip155',
      rdns: info.rdns,
      imageUrl: info.icon,
      installed: true,
    },
  }))
  if (isEip1193Provider(injected) && !announced.some(({ provider }) => provider === injected)) {
    wallets.push({
      provider: injected,
      connector: {
        id: injectedConnectorId,
        type: 'INJECTED',
        name: 'Browser Wallet',
        namespace: 'eip155',
        installed: true,
      },
    })
  }
  return wallets
}
