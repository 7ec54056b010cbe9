import { describe, expect, it } from 'vitest'
import { getWalletRoute } from './getWalletRoute.js'
import { mergeWallets } from './mergeWallets.js'

describe('getWalletRoute', () => {
  it('connects a wallet with a connector directly, preferring the active namespace', () => {
    const [phantom] = mergeWallets({
      connectors: [
        { id: 'phantom-evm', type: 'ANNOUNCED', name: 'Phantom', namespace: 'eip155', rdns: 'app.phantom' },
        { id: 'phantom-sol', type: 'ANNOUNCED', name: 'Phantom', namespace: 'solana' },
      ],
    })
    if (!phantom) throw new Error('expected one wallet')
    expect(getWalletRoute(phantom, 'solana')).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'phantom-sol', namespace: 'solana', name: 'Phantom' },
    })
    expect(getWalletRoute(phantom, undefined).data.connectorId).toBe('phantom-evm')
  })

  it('pairs a registry wallet through WalletConnect', () => {
    const [wallet] = mergeWallets({
      registry: [
        {
          id: 'a'.repeat(64),
          name: 'Rainbow',
          image_id: 'img',
          rdns: null,
          mobile_link: 'rainbow://',
          desktop_link: null,
          webapp_link: null,
        },
      ],
    })
    if (!wallet) throw new Error('expected one wallet')
    expect(getWalletRoute(wallet)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'a'.repeat(64), name: 'Rainbow', imageId: 'img', links: { mobile: 'rainbow://' } },
    })
  })
})
