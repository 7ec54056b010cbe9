import { arbitrum, bitcoin, mainnet, polkadot, solana, solanaDevnet, solanaTestnet } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { buildSessionNamespaces } from './buildSessionNamespaces.js'

describe('buildSessionNamespaces', () => {
  it('asks each WalletConnect namespace for its networks, methods and events, with the networks own RPC URLs', () => {
    const namespaces = buildSessionNamespaces([mainnet, arbitrum, solana, bitcoin, polkadot], arbitrum)
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:42161'],
      events: ['accountsChanged', 'chainChanged'],
      defaultChain: '42161',
      rpcMap: {
        '1': mainnet.rpcUrls.default.http[0],
        'eip155:1': mainnet.rpcUrls.default.http[0],
        '42161': arbitrum.rpcUrls.default.http[0],
      },
    })
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_sendCalls',
      ]),
    )
    expect(namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
    expect(namespaces.solana?.defaultChain).toBeUndefined()
    expect(namespaces.bip122?.methods).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
    expect(namespaces.bip122?.chains).toEqual([bitcoin.caipNetworkId])
  })

  it("asks for a Solana cluster's deprecated id too, for older wallets, with the same RPC URL", () => {
    const local = { ...solana, rpcUrls: { default: { http: ['http://127.0.0.1:8899/mainnet'] } } }
    const namespaces = buildSessionNamespaces([local, solanaDevnet, solanaTestnet, local], local)
    expect(namespaces.solana?.chains).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(namespaces.solana?.rpcMap).toMatchObject({
      '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'http://127.0.0.1:8899/mainnet',
      'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'http://127.0.0.1:8899/mainnet',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899/mainnet',
      'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': solanaDevnet.rpcUrls.default.http[0],
    })
    expect(namespaces.solana?.defaultChain).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(buildSessionNamespaces([mainnet]).eip155?.chains).toEqual(['eip155:1'])
  })

  it('lists a network once and asks for nothing WalletConnect does not serve', () => {
    expect(buildSessionNamespaces([mainnet, mainnet]).eip155?.chains).toEqual(['eip155:1'])
    expect(buildSessionNamespaces([polkadot])).toEqual({})
  })
})
