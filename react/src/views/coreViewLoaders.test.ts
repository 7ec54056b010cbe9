import { coreViews } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { coreViewLoaders } from './coreViewLoaders.js'
import { coreViewTitles, resolveViewTitle } from './coreViewTitles.js'

describe('coreViewLoaders', () => {
  it('loads a default-exported component for each view of this release, and leaves the plugin views out', async () => {
    expect(Object.keys(coreViewLoaders).sort()).toEqual(
      [
        'Account',
        'AllWallets',
        'ApproveTransaction',
        'Connect',
        'ConnectingExternal',
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'Networks',
        'UnsupportedChain',
      ].sort(),
    )
    for (const load of Object.values(coreViewLoaders)) {
      const module = await load()
      expect(typeof module.default).toBe('function')
    }
  })
})

describe('coreViewTitles', () => {
  it('titles every core view, naming the wallet while connecting', () => {
    expect(Object.keys(coreViewTitles).sort()).toEqual([...coreViews].sort())
    expect(resolveViewTitle(coreViewTitles.Connect, undefined)).toBe('Connect Wallet')
    expect(resolveViewTitle(coreViewTitles.AllWallets, undefined)).toBe('All Wallets')
    expect(resolveViewTitle(coreViewTitles.UnsupportedChain, undefined)).toBe('Unsupported network')
    expect(resolveViewTitle(coreViewTitles.ConnectingExternal, { connectorId: 'x', name: 'MetaMask' })).toBe(
      'MetaMask',
    )
    expect(resolveViewTitle(coreViewTitles.ConnectingExternal, { connectorId: 'x' })).toBe('Connecting')
  })
})
