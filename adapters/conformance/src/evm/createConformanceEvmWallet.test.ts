import { defaultMnemonic, deriveDevAccounts, type EvmDevnet, type EvmDevnetChain } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { createConformanceEvmWallet } from './createConformanceEvmWallet.js'

// No node is needed: connecting, permissions and accounts are the wallet's own state.
const devnet = {
  mnemonic: defaultMnemonic,
  accounts: deriveDevAccounts(defaultMnemonic, 2),
  chains: [
    { chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum', nativeSymbol: 'ETH' } as EvmDevnetChain,
  ],
  stop: async () => {},
} satisfies EvmDevnet

describe('createConformanceEvmWallet', () => {
  it('counts the prompts a real wallet shows, so the suite can refuse a restore that prompts', async () => {
    const wallet = await createConformanceEvmWallet({ target: new EventTarget(), devnet, chainIds: [1] })
    expect(wallet.prompts?.()).toBe(0)
    await wallet.provider.request({ method: 'eth_accounts' })
    expect(wallet.prompts?.()).toBe(0)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(wallet.prompts?.()).toBe(1)
    // Already permitted: the wallet answers without asking.
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(wallet.prompts?.()).toBe(1)
    // Asking for permissions always shows the wallet's dialog.
    await wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(wallet.prompts?.()).toBe(2)
    wallet.remove()
  })

  it('tells whether the site is still permitted, so the suite can refuse a disconnect that does not revoke', async () => {
    const wallet = await createConformanceEvmWallet({ target: new EventTarget(), devnet, chainIds: [1] })
    expect(await wallet.isPermitted?.()).toBe(false)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(await wallet.isPermitted?.()).toBe(true)
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.isPermitted?.()).toBe(false)
    wallet.remove()
  })
})
