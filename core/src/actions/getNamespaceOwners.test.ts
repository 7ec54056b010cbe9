import { describe, expect, it } from 'vitest'
import { createTestAdapter, solanaAddress } from '../../test/createTestAdapter.js'
import { mainnet, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { connect } from './connect.js'
import { getAdapter } from './getAdapter.js'
import { getNamespaceOwners } from './getNamespaceOwners.js'

describe('getNamespaceOwners', () => {
  const universalWallet = { address: solanaAddress, chainId: solana.id, calls: [] as string[] }
  const universal = {
    ...createTestAdapter('eip155', universalWallet),
    name: 'universal',
    adapterType: 'universal' as const,
    fallbackNamespaces: ['solana' as const],
  }

  it('gives a fallback namespace to its adapter only when no adapter has it as its namespace', () => {
    const solanaAdapter = createTestAdapter('solana', {
      address: solanaAddress,
      chainId: solana.id,
      calls: [],
    })
    expect(getNamespaceOwners([universal], 'solana')).toEqual([universal])
    expect(getNamespaceOwners([universal, solanaAdapter], 'solana')).toEqual([solanaAdapter])
    expect(getNamespaceOwners([solanaAdapter, universal], 'eip155')).toEqual([universal])
    expect(getNamespaceOwners([universal], 'bip122')).toEqual([])
  })

  it('lets the kernel connect a fallback namespace through its adapter, and only then', async () => {
    const alone = createKernel({ projectId: 'p', networks: [mainnet, solana], adapters: [universal] })
    await expect(
      connect(alone, { namespace: 'solana', connectorId: 'walletConnect' }),
    ).resolves.toMatchObject({
      address: solanaAddress,
    })
    expect(universalWallet.calls).toEqual(['connect:walletConnect:false'])
    expect(getAdapter(alone, 'solana')?.name).toBe('universal')

    const solanaWallet = { address: solanaAddress, chainId: solana.id, calls: [] as string[] }
    const both = createKernel({
      projectId: 'p',
      networks: [mainnet, solana],
      adapters: [universal, createTestAdapter('solana', solanaWallet)],
    })
    await connect(both, { namespace: 'solana', connectorId: 'phantom' })
    expect(solanaWallet.calls).toEqual(['connect:phantom:false'])
    expect(universalWallet.calls).toHaveLength(1)
    expect(getAdapter(both, 'solana')?.name).toBe('test-solana')
    expect(getAdapter(both, 'eip155')?.name).toBe('universal')
  })
})
