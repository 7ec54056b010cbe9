import { coreViews } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { createTranslate } from '../i18n/createTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { coreViewLoaders } from './coreViewLoaders.js'
import { coreViewTitles } from './coreViewTitles.js'

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
    const t = createTranslate(modalMessages, 'en')
    expect(coreViewTitles.Connect(t, undefined)).toBe('Connect Wallet')
    expect(coreViewTitles.AllWallets(t, undefined)).toBe('All Wallets')
    expect(coreViewTitles.UnsupportedChain(t, undefined)).toBe('Unsupported network')
    expect(coreViewTitles.ConnectingExternal(t, { connectorId: 'x', name: 'MetaMask' })).toBe('MetaMask')
    expect(coreViewTitles.ConnectingExternal(t, { connectorId: 'x' })).toBe('Connecting')
  })
})
