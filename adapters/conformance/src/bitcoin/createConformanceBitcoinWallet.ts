import { createDevBitcoinProvider, type DevBitcoinProvider, devWalletName } from '@foyer/devnet'
import type { ConformanceWallet } from '../ConformanceDevnet.js'

export type BitcoinTestPage = {
  btc_providers?: unknown[]
  FoyerDevProviders?: { BitcoinProvider: unknown }
}

/** The devnet's sats-connect wallet, listed in `page.btc_providers` as the dev wallet's browser script does. */
export function createConformanceBitcoinWallet({
  page,
  esploraUrl,
}: {
  page: BitcoinTestPage
  esploraUrl: string
}): ConformanceWallet & { provider: DevBitcoinProvider } {
  const provider = createDevBitcoinProvider({ esploraUrl })
  page.FoyerDevProviders = { BitcoinProvider: provider }
  page.btc_providers = [{ id: 'FoyerDevProviders.BitcoinProvider', name: devWalletName, icon: 'data:,' }]
  return {
    provider,
    address: provider.payment.address,
    name: devWalletName,
    async switchAccount() {
      provider.switchAccount(1)
      return provider.payment.address
    },
    async disconnect() {
      await provider.request('wallet_disconnect')
    },
    remove() {
      delete page.FoyerDevProviders
      delete page.btc_providers
    },
  }
}
