import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { bitcoinNetworks, type DevBitcoinNetworkName } from './bitcoinNetworks.js'

export type BitcoinDevKey = {
  address: string
  addressType: 'p2wpkh' | 'p2tr'
  /** 33-byte compressed key for p2wpkh; the 32-byte x-only internal key for p2tr. */
  publicKey: Uint8Array
  privateKey: Uint8Array
  script: Uint8Array
  derivationPath: string
}

export type BitcoinDevKeys = { payment: BitcoinDevKey; ordinals: BitcoinDevKey }

/** Anvil's mnemonic again: one fixed seed for every dev wallet. */
export const defaultBitcoinDevMnemonic = 'test test test test test test test test test test test junk'

/**
 * The dev wallet's two keys, as Xverse-style wallets lay them out: a native segwit payment key
 * (BIP-84, m/84'/c'/0'/0/i) and a taproot ordinals key (BIP-86, m/86'/c'/0'/0/i), c = 0 on mainnet, else 1.
 */
export function deriveBitcoinDevKeys(
  network: DevBitcoinNetworkName,
  mnemonic = defaultBitcoinDevMnemonic,
  accountIndex = 0,
): BitcoinDevKeys {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const coinType = network === 'mainnet' ? 0 : 1
  const params = bitcoinNetworks[network]
  const derive = (purpose: number) => {
    const path = `m/${purpose}'/${coinType}'/0'/0/${accountIndex}`
    const node = root.derive(path)
    if (!node.privateKey || !node.publicKey) throw new Error(`no key at ${path}`)
    return { path, privateKey: node.privateKey, publicKey: node.publicKey }
  }
  const payment = derive(84)
  const paymentOut = p2wpkh(payment.publicKey, params)
  const ordinals = derive(86)
  const xOnly = ordinals.publicKey.slice(1)
  const ordinalsOut = p2tr(xOnly, undefined, params)
  if (!paymentOut.address || !ordinalsOut.address) throw new Error('could not encode the dev addresses')
  return {
    payment: {
      address: paymentOut.address,
      addressType: 'p2wpkh',
      publicKey: payment.publicKey,
      privateKey: payment.privateKey,
      script: paymentOut.script,
      derivationPath: payment.path,
    },
    ordinals: {
      address: ordinalsOut.address,
      addressType: 'p2tr',
      publicKey: xOnly,
      privateKey: ordinals.privateKey,
      script: ordinalsOut.script,
      derivationPath: ordinals.path,
    },
  }
}
