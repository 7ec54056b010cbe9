import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { DevAccount } from './types.js'

/** Anvil's and Hardhat's default mnemonic: wallets and tools already know its accounts. */
export const defaultMnemonic = 'test test test test test test test test test test test junk'

/** The accounts anvil funds for `mnemonic` (BIP-44 path m/44'/60'/0'/0/i). */
export function deriveDevAccounts(mnemonic: string, count = 10): DevAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(mnemonic, { addressIndex })
    const privateKey = account.getHdKey().privateKey
    if (!privateKey) throw new Error(`No private key derived for account ${addressIndex}.`)
    return { address: account.address, privateKey: toHex(privateKey) }
  })
}
