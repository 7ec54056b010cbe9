import { describe, expect, it } from 'vitest'
import {
  createTestAdapter,
  evmAddress,
  solanaAddress,
  type TestWallet,
} from '../../test/createTestAdapter.js'
import { mainnet, sepolia, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { syncNetwork } from './syncNetwork.js'
import { toChainReference } from './toChainReference.js'

function setup(chainId: unknown = 1, options: { enableNetworkSwitch?: boolean } = {}) {
  const evm: TestWallet = { address: evmAddress, chainId: chainId as number, calls: [] }
  const sol: TestWallet = { address: solanaAddress, chainId: solana.id, calls: [] }
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, sepolia, solana],
    adapters: [createTestAdapter('eip155', evm), createTestAdapter('solana', sol)],
    ...options,
  })
  return { kernel }
}

// What a broken or hostile wallet may answer to eth_chainId, after JSON parsing (1e400 parses to Infinity).
const malformed: unknown[] = [
  '0xZZ',
  null,
  Number.POSITIVE_INFINITY,
  Number.NaN,
  '',
  '0x',
  0,
  -1,
  1.5,
  2 ** 53,
  'eip155:abc',
  'solana:1',
  true,
  {},
]

describe('enableNetworkSwitch', () => {
  it('off: a wallet on an unsupported chain is marked unsupported, but the modal does not open to switch', async () => {
    const { kernel } = setup(999, { enableNetworkSwitch: false })
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    const state = kernel.store.getState()
    expect(state.network.unsupported).toEqual(['eip155'])
    expect(state.router.open).toBe(false)
  })
})

describe('a malformed chain id', () => {
  it.each(malformed.map((value) => [String(value), value]))(
    '%s is the unsupported network, and no NaN reaches the state',
    async (_, chainId) => {
      const { kernel } = setup(chainId)
      await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
      const state = kernel.store.getState()
      expect(state.network.unsupported).toEqual(['eip155'])
      expect(state.router).toMatchObject({ open: true, view: 'UnsupportedChain' })
      expect(getNetwork(kernel)).toMatchObject({
        caipNetwork: { name: 'Unknown Network' },
        caipNetworkId: 'eip155:0',
        chainId: 0,
        isUnsupported: true,
      })
      expect(getAccount(kernel)).toMatchObject({ isConnected: true, caipAddress: `eip155:0:${evmAddress}` })
      expect(JSON.stringify({ network: state.network, accounts: state.accounts })).not.toMatch(
        /NaN|Infinity|null:/,
      )
    },
  )

  it('a hex, decimal or CAIP-2 chain id of a configured network is that network', () => {
    const { kernel } = setup()
    for (const chainId of ['0xaa36a7', '11155111', 'eip155:11155111', 11155111]) {
      syncNetwork(kernel, { namespace: 'eip155', chainId: mainnet.id })
      expect(syncNetwork(kernel, { namespace: 'eip155', chainId }).caipNetworkId).toBe('eip155:11155111')
    }
    expect(kernel.store.getState().network.unsupported).toEqual([])
  })

  it('reads references per namespace', () => {
    expect(toChainReference('eip155', '0x1')).toBe('1')
    expect(toChainReference('eip155', 'eip155:137')).toBe('137')
    expect(toChainReference('eip155', '0x0')).toBeUndefined()
    expect(toChainReference('solana', solana.caipNetworkId)).toBe(solana.caipNetworkId.split(':')[1])
    expect(toChainReference('solana', 'eip155:1')).toBeUndefined()
    expect(toChainReference('bip122', 'x'.repeat(33))).toBeUndefined()
    expect(toChainReference('bip122', 'bad ref')).toBeUndefined()
  })
})
