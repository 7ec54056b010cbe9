import { describe, expect, it } from 'vitest'
import { createMemoryStorageLike, createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { arbitrum, mainnet, sepolia, solana, solanaDevnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { WalletRequestError } from '../errors/adapter.js'
import { SwitchNetworkError } from '../errors/network.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import { definePlugin } from '../plugins/FoyerPlugin.js'
import { addNetwork } from './addNetwork.js'
import { connect } from './connect.js'
import { getNetwork } from './getNetwork.js'
import { openModal } from './openModal.js'
import { removeNetwork } from './removeNetwork.js'
import { switchNetwork } from './switchNetwork.js'
import { syncNetwork } from './syncNetwork.js'

function setup(extra: { allowUnsupportedChain?: boolean } = {}) {
  const wallet = { address: evmAddress, chainId: 1, calls: [] as string[] }
  const storage = createMemoryStorageLike()
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, sepolia, solana, solanaDevnet],
    adapters: [createTestAdapter('eip155', wallet)],
    storage,
    ...extra,
  })
  return { kernel, wallet, storage }
}

describe('switchNetwork (SPEC.md §4)', () => {
  it('asks the owning adapter to move the wallet when connected in that namespace', async () => {
    const { kernel, wallet, storage } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    await switchNetwork(kernel, sepolia)
    expect(wallet.calls).toContain('switch:eip155:11155111')
    expect(getNetwork(kernel)).toMatchObject({ chainId: 11155111, caipNetworkId: 'eip155:11155111' })
    expect(storage.map.get('@foyer/activeNetwork:eip155')).toBe('"eip155:11155111"')
    expect(kernel.store.getState().accounts.eip155?.caipAddress).toBe(`eip155:11155111:${evmAddress}`)
  })

  it('only changes the selection when not connected', async () => {
    const { kernel, wallet } = setup()
    await switchNetwork(kernel, 'eip155:11155111')
    expect(wallet.calls).toEqual([])
    expect(getNetwork(kernel).chainId).toBe(11155111)
  })

  it('switching to another namespace changes the active namespace and tells listeners', async () => {
    const { kernel } = setup()
    const changes: string[] = []
    kernel.events.on('networkChange', ({ namespace, network }) =>
      changes.push(`${namespace}:${network.name}`),
    )
    await switchNetwork(kernel, solana)
    expect(getNetwork(kernel).activeNamespace).toBe('solana')
    expect(changes).toEqual([`solana:${solana.name}`])
    await switchNetwork(kernel, mainnet)
    expect(getNetwork(kernel).activeNamespace).toBe('eip155')
  })

  it('accepts a deprecated Solana id', async () => {
    const { kernel } = setup()
    const deprecated = solana.deprecatedCaipNetworkId
    expect(deprecated).toBeDefined()
    await switchNetwork(kernel, deprecated as string)
    expect(getNetwork(kernel).caipNetworkId).toBe(solana.caipNetworkId)
  })

  it('refuses an unknown network', async () => {
    const { kernel } = setup()
    await expect(switchNetwork(kernel, arbitrum)).rejects.toThrow('CaipNetwork not found')
  })

  it('a wallet that does not know the chain (4902) gives "Chain is not supported"', async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    kernel.hooks.switchNetwork.tap({ name: 'failing', stage: -1 }, () => {
      throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
    })
    await expect(switchNetwork(kernel, sepolia)).rejects.toMatchObject({
      name: 'SwitchNetworkError',
      shortMessage: 'Chain is not supported',
    })
    expect(getNetwork(kernel).chainId).toBe(1)
  })

  it('the user declining in the wallet (4001) is a UserRejectedRequestError, not "Chain is not supported"', async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    kernel.hooks.switchNetwork.tap({ name: 'declining', stage: -1 }, () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    const errors: unknown[] = []
    kernel.events.on('error', ({ error }) => errors.push(error))
    const error = await switchNetwork(kernel, sepolia).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request.',
      namespace: 'eip155',
    })
    expect(errors).toEqual([error])
    expect(getNetwork(kernel).chainId).toBe(1)
  })

  it("any other wallet failure is a WalletRequestError with the wallet's code; an adapter's own error passes", async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    let thrown: unknown = Object.assign(
      new Error('Request of type wallet_switchEthereumChain already pending'),
      {
        code: -32002,
      },
    )
    kernel.hooks.switchNetwork.tap({ name: 'busy', stage: -1 }, () => {
      throw thrown
    })
    const error = await switchNetwork(kernel, sepolia).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({
      code: -32002,
      shortMessage: 'Request of type wallet_switchEthereumChain already pending',
    })
    thrown = new SwitchNetworkError({ network: sepolia.caipNetworkId })
    await expect(switchNetwork(kernel, sepolia)).rejects.toBe(thrown)
  })
})

describe('unsupported chains', () => {
  it('a wallet on an unknown chain gets a placeholder network and the UnsupportedChain view', async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    syncNetwork(kernel, { namespace: 'eip155', chainId: 42161 })
    await Promise.resolve()
    expect(getNetwork(kernel)).toMatchObject({ chainId: 42161, isUnsupported: true })
    expect(getNetwork(kernel).caipNetwork?.name).toBe('Unknown Network')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'UnsupportedChain' })
    await switchNetwork(kernel, mainnet)
    expect(getNetwork(kernel).isUnsupported).toBe(false)
  })

  it('basic WalletConnect mode (the universal adapter alone) neither sets the placeholder nor opens the view', async () => {
    const wallet = { address: evmAddress, chainId: 1, calls: [] as string[] }
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, sepolia],
      adapters: [{ ...createTestAdapter('eip155', wallet), adapterType: 'universal' }],
      storage: createMemoryStorageLike(),
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'walletConnect' })
    const onWalletChain = syncNetwork(kernel, { namespace: 'eip155', chainId: 42161 })
    expect(onWalletChain.caipNetworkId).toBe('eip155:42161')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(getNetwork(kernel)).toMatchObject({ chainId: 1, isUnsupported: false })
    expect(kernel.store.getState().router.open).toBe(false)
  })

  it('allowUnsupportedChain keeps the modal shut', async () => {
    const { kernel } = setup({ allowUnsupportedChain: true })
    syncNetwork(kernel, { namespace: 'eip155', chainId: 42161 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(getNetwork(kernel).isUnsupported).toBe(false)
    expect(kernel.store.getState().router.open).toBe(false)
  })
})

describe('the active namespace (SPEC.md §4)', () => {
  type SendState = { amount: string; receiver: string }
  const initialSend = (): SendState => ({ amount: '', receiver: '' })

  it('switching to the other namespace tells listeners and resets send-like plugin state; within it, state stays', async () => {
    const storage = createMemoryStorageLike()
    const send = definePlugin<SendState>({
      name: 'send-like',
      state: initialSend,
      resetOn: ['activeNamespaceChange'],
    })
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, sepolia, solana, solanaDevnet],
      plugins: [send],
      storage,
    })
    const changes: unknown[] = []
    kernel.events.on('activeNamespaceChange', (change) => changes.push(change))
    const slice = () => kernel.store.getState().plugins['send-like']
    const fill = () =>
      setKernelState(kernel, ({ plugins }) => ({
        plugins: { ...plugins, 'send-like': { amount: '1.5', receiver: evmAddress } },
      }))

    fill()
    await switchNetwork(kernel, sepolia)
    expect(slice()).toEqual({ amount: '1.5', receiver: evmAddress })
    expect(changes).toEqual([])

    await switchNetwork(kernel, solana)
    expect(changes).toEqual([{ previous: 'eip155', namespace: 'solana' }])
    expect(slice()).toEqual(initialSend())

    fill()
    await switchNetwork(kernel, solanaDevnet)
    expect(slice()).toEqual({ amount: '1.5', receiver: evmAddress })
    await openModal(kernel, { namespace: 'eip155' })
    expect(changes).toEqual([
      { previous: 'eip155', namespace: 'solana' },
      { previous: 'solana', namespace: 'eip155' },
    ])
    expect(slice()).toEqual(initialSend())
  })
})

describe('adding and removing networks', () => {
  it('the last network of a namespace cannot be removed', () => {
    const { kernel } = setup()
    removeNetwork(kernel, sepolia.caipNetworkId)
    expect(() => removeNetwork(kernel, mainnet.caipNetworkId)).toThrow(
      'The last network of a namespace cannot be removed.',
    )
    expect(() => removeNetwork(kernel, 'eip155:999')).toThrow('CaipNetwork not found')
  })
  it('removing the active network moves to another of its namespace; adding validates', async () => {
    const { kernel } = setup()
    removeNetwork(kernel, mainnet.caipNetworkId)
    expect(getNetwork(kernel).chainId).toBe(11155111)
    addNetwork(kernel, arbitrum)
    await switchNetwork(kernel, arbitrum)
    expect(getNetwork(kernel).chainId).toBe(42161)
    expect(() => addNetwork(kernel, { ...arbitrum, caipNetworkId: 'nope' } as never)).toThrow(/caipNetworkId/)
  })

  it("refuses to move a connected account no adapter switches ('NetworkController client not set'), leaving the network", async () => {
    // Solana is listed but no adapter owns it; its account came from elsewhere (a server-rendered state, say).
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, solana, solanaDevnet],
      adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
      storage: createMemoryStorageLike(),
    })
    setKernelState(kernel, ({ accounts }) => ({
      accounts: {
        ...accounts,
        solana: { ...accounts.solana, status: 'connected', address: 'So1ana' } as never,
      },
    }))
    const errors: string[] = []
    kernel.events.on('error', ({ error }) => errors.push(error.name))
    await expect(switchNetwork(kernel, solanaDevnet)).rejects.toMatchObject({
      name: 'NetworkClientNotSetError',
      shortMessage: 'NetworkController client not set',
    })
    expect(errors).toEqual(['NetworkClientNotSetError'])
    expect(getNetwork(kernel, { namespace: 'solana' }).caipNetworkId).not.toBe(solanaDevnet.caipNetworkId)
  })
})
