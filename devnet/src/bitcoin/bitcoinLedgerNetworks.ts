import type { BitcoinNetworkParams } from '../wallets/bitcoin/bitcoinNetworks.js'
import { bitcoinNetworks } from '../wallets/bitcoin/bitcoinNetworks.js'

export type BitcoinLedgerNetworkName = 'regtest' | 'testnet'

export type BitcoinLedgerNetwork = {
  name: BitcoinLedgerNetworkName
  /** The real network's genesis block hash; CAIP-2 (bip122) takes its first 32 hex characters. */
  genesisHash: string
  caipNetworkId: `bip122:${string}`
  /** Address parameters: each ledger also takes the other test network's addresses (they share key hashes). */
  params: BitcoinNetworkParams
}

function network(
  name: BitcoinLedgerNetworkName,
  genesisHash: string,
  params: BitcoinNetworkParams,
): BitcoinLedgerNetwork {
  return { name, genesisHash, caipNetworkId: `bip122:${genesisHash.slice(0, 32)}`, params }
}

/** The two networks the devnet's Bitcoin ledger serves: regtest (the default) and a local stand-in for testnet. */
export const bitcoinLedgerNetworks: Readonly<Record<BitcoinLedgerNetworkName, BitcoinLedgerNetwork>> =
  Object.freeze({
    regtest: network(
      'regtest',
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
      bitcoinNetworks.regtest,
    ),
    testnet: network(
      'testnet',
      '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
      bitcoinNetworks.testnet,
    ),
  })

export const bitcoinLedgerNetworkNames: readonly BitcoinLedgerNetworkName[] = ['regtest', 'testnet']
