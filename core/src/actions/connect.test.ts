import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryStorageLike,
  createTestAdapter,
  evmAddress,
  solanaAddress,
  type TestWallet,
} from '../../test/createTestAdapter.js'
import { bitcoin, mainnet, sepolia, solana } from '../chains/index.js'
import { connectTimeoutMs } from '../constants/timings.js'
import { createKernel } from '../createKernel.js'
import { ConnectionCancelledError, ConnectionTimeoutError } from '../errors/connect.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import type { Connector } from '../types/Connector.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getAccountType } from './getAccountType.js'
import { getConnection, watchConnection } from './getConnection.js'
import { openModal } from './openModal.js'
import { syncAccount } from './syncAccount.js'

function setup(
  options: {
    storage?: ReturnType<typeof createMemoryStorageLike>
    enableReconnect?: boolean
    rejectEvm?: boolean
    /** The EVM wallet answers once this settles. */
    evmAnswer?: Promise<void>
  } = {},
) {
  const evm: TestWallet = {
    address: evmAddress,
    chainId: 1,
    calls: [],
    reject: options.rejectEvm ?? false,
    pendingAnswer: options.evmAnswer,
  }
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
      allAccounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }],
      tokenBalance: [],
    })
    expect(events).toEqual([
      { namespace: 'eip155', address: evmAddress, chainId: 1, connectorId: 'injected' },
    ])
  })

  it('defaults account types per namespace (SPEC.md §3)', () => {
    const { kernel } = setup()
    expect(getAccount(kernel, { namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    expect(getAccount(kernel, { namespace: 'solana' }).preferredAccountType).toBe('eoa')
    expect(getAccount(kernel, { namespace: 'eip155' }).tokenBalance).toEqual([])
  })

  it("an external wallet's account is an EOA (payment on bip122); only the embedded wallet takes the preferred type", async () => {
    const btc: TestWallet = {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      chainId: bitcoin.id,
      calls: [],
    }
    const evm: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
    const embedded: Connector = { id: 'ID_AUTH', type: 'ID_AUTH', name: 'Email', namespace: 'eip155' }
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, bitcoin],
      adapters: [createTestAdapter('eip155', evm, [embedded]), createTestAdapter('bip122', btc)],
      storage: createMemoryStorageLike(),
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await connect(kernel, { namespace: 'bip122', connectorId: 'xverse' })
    expect(getAccount(kernel, { namespace: 'eip155' }).allAccounts).toEqual([
      { namespace: 'eip155', address: evmAddress, type: 'eoa' },
    ])
    expect(getAccount(kernel, { namespace: 'bip122' }).allAccounts[0]?.type).toBe('payment')
    // The smart-account-only paths (a skipped gas check) read the account's own type, not the preference.
    expect(getAccount(kernel, { namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
    expect(getAccountType(kernel, { namespace: 'eip155' })).toBe('eoa')
    const other = '0x2222222222222222222222222222222222222222'
    syncAccount(kernel, { namespace: 'eip155', address: other })
    expect(getAccountType(kernel, { namespace: 'eip155' })).toBe('eoa')

    await connect(kernel, { namespace: 'eip155', connectorId: 'ID_AUTH' })
    expect(getAccountType(kernel, { namespace: 'eip155' })).toBe('smartAccount')
    await disconnect(kernel, { namespace: 'eip155' })
    expect(getAccountType(kernel, { namespace: 'eip155' })).toBeUndefined()
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

  it("a wallet that answers without an account is refused ('Address or auth connector not found')", async () => {
    const { kernel } = setup()
    kernel.hooks.connect.tap({ name: 'empty-wallet', stage: -1 }, (request) => ({
      namespace: request.namespace,
      address: '',
      chainId: 1,
      connectorId: request.connectorId,
    }))
    await expect(connect(kernel, { namespace: 'eip155', connectorId: 'injected' })).rejects.toMatchObject({
      name: 'AddressOrAuthConnectorNotFoundError',
      shortMessage: 'Address or auth connector not found',
    })
    expect(getConnection(kernel).status).toBe('disconnected')
  })

  it("connecting a namespace without its active network throws 'Network not found'", async () => {
    const { kernel } = setup()
    setKernelState(kernel, ({ network }) => ({
      network: { ...network, active: { ...network.active, eip155: undefined } },
    }))
    await expect(connect(kernel, { namespace: 'eip155', connectorId: 'injected' })).rejects.toMatchObject({
      name: 'ActiveNetworkNotFoundError',
      shortMessage: 'Network not found',
    })
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

  it('createKernel restores a persisted session: connected becomes connecting until the adapters sync', async () => {
    const first = setup()
    await connect(first.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    const second = setup({ storage: first.storage })
    expect(getConnection(second.kernel)).toEqual({
      status: 'connecting',
      isConnected: false,
      namespaces: ['eip155'],
    })
    // createKernel itself asks the adapter to reconnect: nothing else is called here.
    await vi.waitFor(() => expect(getConnection(second.kernel).status).toBe('connected'))
    expect(second.evm.calls).toEqual(['connect:io.metamask:true'])
    expect(getAccount(second.kernel, { namespace: 'eip155' }).address).toBe(evmAddress)
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

  it('a namespace restored first keeps the sessions still restoring: a second reload brings every one back', async () => {
    const first = setup()
    await connect(first.kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await connect(first.kernel, { namespace: 'solana', connectorId: 'phantom' })
    const stored = (key: string) => JSON.parse(first.storage.map.get(`@foyer/${key}`) ?? 'null')

    let answerEvm = () => {}
    const evmAnswer = new Promise<void>((resolve) => {
      answerEvm = resolve
    })
    const second = setup({ storage: first.storage, evmAnswer })
    await vi.waitFor(() => expect(getAccount(second.kernel, { namespace: 'solana' }).isConnected).toBe(true))
    expect(getAccount(second.kernel, { namespace: 'eip155' }).status).toBe('connecting')
    expect(stored('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(stored('connectedConnector:eip155')).toBe('io.metamask')
    expect(stored('connectedAddress:eip155')).toBe(evmAddress)

    // Reloaded again before the EVM wallet answered: both namespaces restore.
    const third = setup({ storage: first.storage })
    await vi.waitFor(() => {
      expect(getAccount(third.kernel, { namespace: 'eip155' }).isConnected).toBe(true)
      expect(getAccount(third.kernel, { namespace: 'solana' }).isConnected).toBe(true)
    })
    expect(stored('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(third.evm.calls).toEqual(['connect:io.metamask:true'])
    answerEvm()
  })

  it('a failed restore drops the namespace', async () => {
    const first = setup()
    await connect(first.kernel, { namespace: 'eip155', connectorId: 'injected' })
    // The reloaded page's storage: the first kernel, still alive here, may write to its own after its connect.
    const second = setup({ storage: createMemoryStorageLike(first.storage), rejectEvm: true })
    await vi.waitFor(() => expect(getConnection(second.kernel).status).toBe('disconnected'))
    expect(second.evm.calls).toEqual(['connect:injected:true'])
    expect(second.storage.map.get('@foyer/connectionStatus')).toBe('"disconnected"')
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

describe('a wallet that never answers', () => {
  /** The EVM wallet holds its answer until `answer()`: as a wallet whose prompt the user ignores. */
  function holding() {
    const context = setup()
    let answer = () => {}
    context.evm.pendingAnswer = new Promise<void>((resolve) => {
      answer = resolve
    })
    const settle = async () => {
      answer()
      context.evm.pendingAnswer = undefined
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    return { ...context, settle }
  }
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )

  it('aborting the signal cancels: disconnected at once, the late answer is let go of, and connect works again', async () => {
    const { kernel, evm, settle } = holding()
    const controller = new AbortController()
    const errors: unknown[] = []
    kernel.events.on('error', ({ error }) => errors.push(error))
    const attempt = outcome(
      connect(kernel, { namespace: 'eip155', connectorId: 'injected', signal: controller.signal }),
    )
    await Promise.resolve()
    expect(getConnection(kernel).status).toBe('connecting')
    controller.abort()
    const { error } = (await attempt) as { error: ConnectionCancelledError }
    expect(error).toBeInstanceOf(ConnectionCancelledError)
    expect(error.shortMessage).toBe('Connection cancelled')
    expect(getConnection(kernel).status).toBe('disconnected')
    expect(errors).toEqual([])

    await settle()
    expect(getAccount(kernel, { namespace: 'eip155' })).toMatchObject({
      isConnected: false,
      status: 'disconnected',
    })
    // The adapter is told to let go of the connection it made after all.
    expect(evm.calls).toEqual(['connect:injected:false', 'disconnect'])

    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    expect(getAccount(kernel, { namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: evmAddress,
    })
  })

  it('closing the modal cancels an attempt started in it, not one started headless', async () => {
    const { kernel, settle } = holding()
    await openModal(kernel, { view: 'Connect' })
    const inModal = outcome(connect(kernel, { namespace: 'eip155', connectorId: 'injected' }))
    await Promise.resolve()
    closeModal(kernel)
    expect(((await inModal) as { error: unknown }).error).toBeInstanceOf(ConnectionCancelledError)
    expect(getConnection(kernel).status).toBe('disconnected')
    await settle()
    expect(getConnection(kernel).status).toBe('disconnected')

    const { kernel: headlessKernel, settle: answerHeadless } = holding()
    const headless = connect(headlessKernel, { namespace: 'eip155', connectorId: 'injected' })
    await openModal(headlessKernel, { view: 'Connect' })
    closeModal(headlessKernel)
    await answerHeadless()
    await expect(headless).resolves.toMatchObject({ address: evmAddress })
  })

  it('gives up after timeoutMs with a clear error; the late answer is ignored', async () => {
    vi.useFakeTimers()
    try {
      const { kernel, settle } = holding()
      const errors: unknown[] = []
      kernel.events.on('error', ({ error }) => errors.push(error))
      const attempt = outcome(
        connect(kernel, { namespace: 'eip155', connectorId: 'injected', timeoutMs: connectTimeoutMs }),
      )
      await vi.advanceTimersByTimeAsync(connectTimeoutMs - 1)
      expect(getConnection(kernel).status).toBe('connecting')
      await vi.advanceTimersByTimeAsync(1)
      const { error } = (await attempt) as { error: ConnectionTimeoutError }
      expect(error).toBeInstanceOf(ConnectionTimeoutError)
      expect(error.shortMessage).toBe('The wallet did not respond')
      expect(errors).toEqual([error])
      expect(getConnection(kernel).status).toBe('disconnected')
      const late = settle()
      await vi.advanceTimersByTimeAsync(1)
      await late
      expect(getConnection(kernel).status).toBe('disconnected')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a newer attempt replaces an older one, whose late answer never lands', async () => {
    const { kernel, evm, settle } = holding()
    const first = outcome(connect(kernel, { namespace: 'eip155', connectorId: 'injected' }))
    await Promise.resolve()
    evm.pendingAnswer = undefined
    evm.address = '0x2222222222222222222222222222222222222222'
    await connect(kernel, { namespace: 'eip155', connectorId: 'other' })
    const { error } = (await first) as { error: ConnectionCancelledError }
    expect(error).toMatchObject({ name: 'ConnectionCancelledError', reason: 'superseded' })
    await settle()
    expect(getAccount(kernel, { namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: '0x2222222222222222222222222222222222222222',
      connectorId: 'other',
    })
    expect(evm.calls).not.toContain('disconnect')
  })
})
