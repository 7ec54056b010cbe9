import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

export type DevBitcoinNetworkName = 'mainnet' | 'testnet' | 'signet' | 'regtest'

export type BitcoinNetworkParams = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }

/** Address parameters per network; regtest differs from testnet only in its bech32 prefix. */
export const bitcoinNetworks: Readonly<Record<DevBitcoinNetworkName, BitcoinNetworkParams>> = Object.freeze({
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  signet: TEST_NETWORK,
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
})

/** The network names sats-connect reports (`BitcoinNetworkType`). */
export const satsConnectNetworkNames: Readonly<Record<DevBitcoinNetworkName, string>> = Object.freeze({
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  signet: 'Signet',
  regtest: 'Regtest',
})
