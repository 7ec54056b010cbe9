import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { PolkadotFunding } from './createPolkadotLedger.js'

/** The substrate dev accounts (`//Alice` … `//Ferdie`, sr25519), as the dev Polkadot extension derives them. */
export const polkadotDevAccountUris = [
  '//Alice',
  '//Bob',
  '//Charlie',
  '//Dave',
  '//Eve',
  '//Ferdie',
] as const

/** 10,000 DOT (10 decimals) for each dev account, at the generic SS58 prefix 42. */
export async function polkadotDevFunding(
  amount = 100_000_000_000_000n,
): Promise<(PolkadotFunding & { uri: string })[]> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  return polkadotDevAccountUris.map((uri) => ({ uri, address: keyring.addFromUri(uri).address, amount }))
}
