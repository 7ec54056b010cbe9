import { coreViews } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { createTranslate } from '../i18n/createTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { coreViewComponents } from './coreViewComponents.js'
import { coreViewLoaders } from './coreViewLoaders.js'
import { coreViewTitles } from './coreViewTitles.js'

describe('coreViewComponents and coreViewLoaders', () => {
  it('give a component for each view of this release, only All Wallets loading on its own, and leave the plugin views out', async () => {
    expect(Object.keys(coreViewComponents).sort()).toEqual(
      [
        'Account',
        'ApproveTransaction',
        'Connect',
        'ConnectingExternal',
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'Networks',
        'UnsupportedChain',
      ].sort(),
    )
    for (const component of Object.values(coreViewComponents)) expect(typeof component).toBe('function')
    expect(Object.keys(coreViewLoaders)).toEqual(['AllWallets'])
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
