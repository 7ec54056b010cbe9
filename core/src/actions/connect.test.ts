import { describe, expect, it } from 'vitest'
import {
  createMemoryStorageLike,
  createTestAdapter,
  evmAddress,
  solanaAddress,
  type TestWallet,
} from '../../test/createTestAdapter.js'
import { mainnet, sepolia, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { restoreConnection } from '../state/restoreConnection.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnection, watchConnection } from './getConnection.js'
import { syncAccount } from './syncAccount.js'

function setup(
  options: { storage?: ReturnType<typeof createMemoryStorageLike>; enableReconnect?: boolean } = {},
) {
  const evm: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const sol: TestWallet = { address: solanaAddress, chainId: solana.id, calls: [] }
  const storage = options.storage ?? createMemoryStorageLike()
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, sepolia, solana],
    adapters: [createTestAdapter('eip155', evm), createTestAdapter('solana', sol)],
    storage,
    ...(options.enableReconnect === undefined ? {} : { enableReconnect: options.enableReconnect }),
  })
  return { kernel, evm, sol, storage }
}

describe('connection', () => {
  it('goes disconnected → connecting → connected and fills the account', async () => {
    const { kernel } = setup()
    const statuses: string[] = []
    watchConnection(kernel, { onChange: ({ status }) => statuses.push(status) })
    const events: unknown[] = []
    kernel.events.on('connect', (event) => events.push(event))
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(getAccount(kernel, { namespace: 'eip155' })).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: evmAddress,
      caipAddress: `eip155:1:${evmAddress}`,
      preferredAccountType: 'smartAccount',
      allAccounts: [{ namespace: 'eip155', address: evmAddress, type: 'smartAccount' }],
    })
    expect(events).toEqual([
      { namespace: 'eip155', address: evmAddress, chainId: 1, connectorId: 'injected' },
    ])
  })

  it('defaults account types per namespace (SPEC.md §3)', () => {
    const { kernel } = setup()
    expect(getAccount(kernel, { namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    expect(getAccount(kernel, { namespace: 'solana' }).preferredAccountType).toBe('eoa')
  })

  it('connects two namespaces at once and disconnects one', async () => {
    const { kernel, evm } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    await connect(kernel, { namespace: 'solana', connectorId: 'phantom' })
    expect(getConnection(kernel)).toEqual({
      status: 'connected',
      isConnected: true,
      namespaces: ['eip155', 'solana'],
    })
    await disconnect(kernel, { namespace: 'eip155' })
    expect(evm.calls).toContain('disconnect')
    expect(getConnection(kernel)).toEqual({ status: 'connected', isConnected: true, namespaces: ['solana'] })
    expect(getAccount(kernel, { namespace: 'eip155' }).address).toBeUndefined()
    await disconnect(kernel)
    expect(getConnection(kernel).status).toBe('disconnected')
  })

  it('a wallet that rejects leaves the namespace disconnected and reports the error', async () => {
    const { kernel, evm } = setup()
    evm.reject = true
    const errors: string[] = []
    kernel.events.on('error', ({ error }) => errors.push(error.shortMessage))
    await expect(connect(kernel, { namespace: 'eip155', connectorId: 'injected' })).rejects.toThrow(
      'Unknown error',
    )
    expect(getConnection(kernel).status).toBe('disconnected')
    expect(errors).toEqual(['Unknown error'])
  })

  it("a wallet's EIP-1193 rejection (code 4001) becomes 'User rejected the request.'", async () => {
    const { kernel } = setup()
    kernel.hooks.connect.tap({ name: 'rejecting-wallet', stage: -1 }, () => {
      throw Object.assign(new Error('MetaMask Tx Signature: User denied.'), { code: 4001 })
    })
    await expect(connect(kernel, { namespace: 'eip155', connectorId: 'injected' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
  })

  it('refuses a namespace without adapter', async () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    await expect(connect(kernel, { namespace: 'eip155', connectorId: 'x' })).rejects.toThrow(
      'Adapter not found',
    )
  })

  it('persists status, namespaces, connector and recent wallets', async () => {
    const { kernel, storage } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await connect(kernel, { namespace: 'solana', connectorId: 'phantom' })
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.rabby' })
    expect(JSON.parse(storage.map.get('@foyer/connectionStatus') ?? 'null')).toBe('connected')
    expect(JSON.parse(storage.map.get('@foyer/connectedNamespaces') ?? '[]')).toEqual(['eip155', 'solana'])
    expect(JSON.parse(storage.map.get('@foyer/connectedConnector:eip155') ?? 'null')).toBe('io.rabby')
    expect(
      JSON.parse(storage.map.get('@foyer/recentWallets') ?? '[]').map((w: { id: string }) => w.id),
    ).toEqual(['io.rabby', 'phantom'])
  })

  it('restores a persisted session: connected becomes connecting until the adapters sync', async () => {
    const first = setup()
    await connect(first.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    const second = setup({ storage: first.storage })
    expect(getConnection(second.kernel)).toEqual({
      status: 'connecting',
      isConnected: false,
      namespaces: ['eip155'],
    })
    await restoreConnection(second.kernel)
    expect(second.evm.calls).toContain('connect:io.metamask:true')
    expect(getConnection(second.kernel).status).toBe('connected')
  })

  it('does not restore with enableReconnect: false', () => {
    const first = setup()
    first.storage.setItem('@foyer/connectionStatus', '"connected"')
    first.storage.setItem('@foyer/connectedNamespaces', '["eip155"]')
    const second = setup({ storage: first.storage, enableReconnect: false })
    expect(getConnection(second.kernel).status).toBe('disconnected')
    expect(second.evm.calls).toEqual([])
  })

  it('ignores corrupt or foreign stored values', () => {
    const storage = createMemoryStorageLike()
    storage.setItem('@foyer/connectionStatus', '{not json')
    storage.setItem('@foyer/connectedNamespaces', '["cosmos"]')
    storage.setItem('@foyer/activeNetwork:eip155', '"solana:nope"')
    const { kernel } = setup({ storage })
    expect(getConnection(kernel).status).toBe('disconnected')
    expect(kernel.store.getState().network.active.eip155?.id).toBe(1)
  })

  it('a failed restore drops the namespace', async () => {
    const first = setup()
    await connect(first.kernel, { namespace: 'eip155', connectorId: 'injected' })
    const second = setup({ storage: first.storage })
    second.evm.reject = true
    await restoreConnection(second.kernel)
    expect(getConnection(second.kernel).status).toBe('disconnected')
    expect(first.storage.map.get('@foyer/connectionStatus')).toBe('"disconnected"')
  })

  it('applies account changes the wallet reports', async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    const other = '0x2222222222222222222222222222222222222222'
    syncAccount(kernel, { namespace: 'eip155', address: other, chainId: 11155111 })
    expect(getAccount(kernel, { namespace: 'eip155' }).caipAddress).toBe(`eip155:11155111:${other}`)
    syncAccount(kernel, { namespace: 'eip155', address: undefined })
    expect(getConnection(kernel).status).toBe('disconnected')
  })
})
