import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { connect } from './connect.js'
import { getAdapter } from './getAdapter.js'

describe('getAdapter', () => {
  const wallet = () => ({ address: evmAddress, chainId: 1, calls: [] as string[] })
  const injected = createTestAdapter('eip155', wallet(), [
    { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' },
  ])
  const universal = {
    ...createTestAdapter('eip155', wallet(), [
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
    ]),
    name: 'universal',
    adapterType: 'universal' as const,
  }

  it("prefers the namespace's own adapter while nothing is connected, whatever the order", () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], adapters: [universal, injected] })
    expect(getAdapter(kernel, 'eip155')?.name).toBe('test-eip155')
  })

  it('follows the connected connector to the adapter that reported it', async () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], adapters: [injected, universal] })
    kernel.hooks.connect.tap({ name: 'route', stage: -1 }, (request) =>
      request.connectorId === 'walletConnect'
        ? { namespace: 'eip155', address: evmAddress, chainId: 1, connectorId: 'walletConnect' }
        : undefined,
    )
    await connect(kernel, { namespace: 'eip155', connectorId: 'walletConnect' })
    expect(getAdapter(kernel, 'eip155')?.name).toBe('universal')
    expect(getAdapter(kernel, 'solana')).toBeUndefined()
  })
})
