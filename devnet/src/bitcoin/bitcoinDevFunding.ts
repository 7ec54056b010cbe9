import { deriveBitcoinDevKeys } from '../wallets/bitcoin/deriveBitcoinDevKeys.js'
import type { BitcoinFunding } from './createBitcoinLedger.js'

/**
 * What block 0 pays the dev Bitcoin wallet (anvil's mnemonic, regtest keys), for accounts 0 and 1: two coins to
 * the payment address (0.5 and 0.25 BTC) and one to the ordinals address (0.1 BTC).
 */
export function bitcoinDevFunding(mnemonic?: string, accounts = 2): BitcoinFunding[] {
  return Array.from({ length: accounts }, (_, index) =>
    deriveBitcoinDevKeys('regtest', mnemonic, index),
  ).flatMap((keys) => [
    { address: keys.payment.address, amount: 50_000_000n },
    { address: keys.payment.address, amount: 25_000_000n },
    { address: keys.ordinals.address, amount: 10_000_000n },
  ])
}
