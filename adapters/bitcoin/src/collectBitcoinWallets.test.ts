import { createDevBitcoinProvider } from '@foyer/devnet'
import { expect, it } from 'vitest'
import type { BitcoinWallet } from './BitcoinWallet.js'
import { collectBitcoinWallets } from './collectBitcoinWallets.js'
import { createLeatherWallet } from './createLeatherWallet.test-utils.js'
import { createPhantomBitcoinWallet } from './createPhantomBitcoinWallet.test-utils.js'
import { createUnisatStyleWallet } from './createUnisatStyleWallet.test-utils.js'

it('lists each wallet once, under its own protocol, whichever sources name it', () => {
  const dev = createDevBitcoinProvider({ network: 'regtest' })
  const leather = createLeatherWallet(dev)
  const unisat = createUnisatStyleWallet(dev)
  const target = {
    // Leather lists itself among the sats-connect providers; OKX's object is also reachable as `unisat` here.
    btc_providers: [
      { id: 'LeatherProvider', name: 'Leather' },
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' },
    ],
    XverseProviders: { BitcoinProvider: dev },
    LeatherProvider: leather,
    phantom: { bitcoin: createPhantomBitcoinWallet(dev) },
    unisat,
    okxwallet: { bitcoin: unisat },
  }
  const cache = new WeakMap<object, BitcoinWallet>()
  const wallets = collectBitcoinWallets(target, cache)
  expect(wallets.map((wallet) => wallet.connector.id)).toEqual([
    'sats-connect:XverseProviders.BitcoinProvider',
    'injected:LeatherProvider',
    'injected:phantom.bitcoin',
    'injected:unisat',
  ])
  expect(collectBitcoinWallets(target, cache)).toEqual(wallets)
})
