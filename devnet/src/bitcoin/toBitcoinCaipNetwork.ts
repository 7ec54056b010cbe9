import type { CaipNetwork } from '@foyer/core'
import type { BitcoinLedgerNetworkName } from './bitcoinLedgerNetworks.js'
import { bitcoinLedgerNetworks } from './bitcoinLedgerNetworks.js'

const names: Record<BitcoinLedgerNetworkName, string> = {
  regtest: 'Bitcoin Regtest',
  testnet: 'Bitcoin Testnet',
}

/** A devnet Bitcoin network as a Foyer network whose RPC URL is the ledger's Esplora base `url`. */
export function toBitcoinCaipNetwork(name: BitcoinLedgerNetworkName, url: string): CaipNetwork<'bip122'> {
  const network = bitcoinLedgerNetworks[name]
  return {
    id: network.caipNetworkId.slice('bip122:'.length),
    caipNetworkId: network.caipNetworkId,
    chainNamespace: 'bip122',
    name: names[name],
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
  }
}
