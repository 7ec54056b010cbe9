import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { mainnet, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import type { Connector } from '../types/Connector.js'

const evm: Connector[] = [
  { id: 'io.rabby', rdns: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', namespace: 'eip155' },
  { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', namespace: 'eip155' },
  {
    id: 'com.coinbase.wallet',
    rdns: 'com.coinbase.wallet',
    type: 'ANNOUNCED',
    name: 'Coinbase Wallet',
    namespace: 'eip155',
  },
  { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
]
const sol: Connector[] = [
  { id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', namespace: 'solana' },
  { id: 'coinbaseSolana', type: 'INJECTED', name: 'Coinbase Wallet', namespace: 'solana' },
]

function listed(options: { enableEIP6963?: boolean; enableInjected?: boolean; enableCoinbase?: boolean }) {
  const wallet = { address: evmAddress, chainId: 1, calls: [] }
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, solana],
    adapters: [createTestAdapter('eip155', wallet, evm), createTestAdapter('solana', wallet, sol)],
    ...options,
  })
  return kernel.store.getState().connectors.map((connector) => connector.id)
}

describe('enableEIP6963, enableInjected, enableCoinbase', () => {
  it('all on (the defaults): every connector is listed', () => {
    expect(listed({})).toEqual([...evm, ...sol].map((connector) => connector.id))
  })

  it('enableEIP6963: false drops the EVM wallets that announced themselves, not Solana ones', () => {
    expect(listed({ enableEIP6963: false })).toEqual([
      'injected',
      'walletConnect',
      'phantom',
      'coinbaseSolana',
    ])
  })

  it('enableInjected: false drops the EVM injected provider', () => {
    expect(listed({ enableInjected: false })).toEqual([
      'io.rabby',
      'com.coinbase.wallet',
      'walletConnect',
      'phantom',
      'coinbaseSolana',
    ])
  })

  it('connectorImages replaces the image of a connector, by id or rdns', () => {
    const wallet = { address: evmAddress, chainId: 1, calls: [] }
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      adapters: [createTestAdapter('eip155', wallet, evm)],
      connectorImages: {
        'io.rabby': 'https://img.example/rabby.png',
        injected: 'https://img.example/injected.png',
      },
    })
    const images = Object.fromEntries(
      kernel.store.getState().connectors.map((connector) => [connector.id, connector.imageUrl]),
    )
    expect(images).toEqual({
      'io.rabby': 'https://img.example/rabby.png',
      injected: 'https://img.example/injected.png',
      'com.coinbase.wallet': undefined,
      walletConnect: undefined,
    })
  })

  it('enableCoinbase: false drops Coinbase Wallet in every namespace', () => {
    expect(listed({ enableCoinbase: false })).toEqual(['io.rabby', 'injected', 'walletConnect', 'phantom'])
  })
})
