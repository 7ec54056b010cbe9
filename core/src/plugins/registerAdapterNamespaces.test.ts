import { describe, expect, it } from 'vitest'
import { addNetwork } from '../actions/addNetwork.js'
import { getAccountType } from '../actions/getAccountType.js'
import { request } from '../actions/request.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { builtinChainNamespaceDefinitions } from '../caip/builtinChainNamespaceDefinitions.js'
import { defineChainNamespace } from '../caip/ChainNamespaceDefinition.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { mainnet } from '../chains/definitions/mainnet.js'
import { createKernel } from '../createKernel.js'
import { InvalidChainNamespaceDefinitionError, UnknownChainNamespaceError } from '../errors/caip.js'
import { RpcNotAllowedError } from '../errors/rpc.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createMockAdapter } from '../testing/createMockAdapter.js'
import { createTestKernel } from '../testing/createTestKernel.js'
import { definePlugin } from './FoyerPlugin.js'

declare module '../caip/chainNamespaces.js' {
  interface ChainNamespaces {
    tronkern: 'eoa'
    hexkern: 'eoa'
  }
}

const tron = defineChainNamespace({
  namespace: 'tronkern',
  name: 'Tron networks',
  isReference: (reference) => /^0x[0-9a-f]{8}$/.test(reference),
  isAddress: (address) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address),
  rpcMethods: { readOnly: ['tron_getBalance'], approval: ['tron_signMessage'] },
  accountTypes: ['eoa'],
})
const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
const network = (reference: string, name: string): CaipNetwork<'tronkern'> => ({
  id: reference,
  caipNetworkId: `tronkern:${reference}`,
  chainNamespace: 'tronkern',
  name,
  nativeCurrency: { name: 'Tron', symbol: 'TRX', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/'] } },
})
const mainnetTron = network('0x2b6653dc', 'Tron')
const shasta = network('0x94a9059e', 'Tron Shasta')

const tronAdapter = () =>
  Object.assign(
    createMockAdapter({
      namespace: 'tronkern',
      accounts: [address],
      chainId: mainnetTron.id,
      answers: { tron_getBalance: '1000000', tron_signMessage: '0xsigned' },
    }),
    { namespaceDefinition: tron },
  )
const unwrap = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  return undefined
}

describe('a namespace the adapter registers', () => {
  it('is accepted by the networks option, defaultAccountTypes, addNetwork, switch and connect', async () => {
    const { kernel, adapter, connect } = createTestKernel({
      adapter: tronAdapter(),
      networks: [mainnetTron],
      defaultAccountTypes: { tronkern: 'eoa' },
      // A plugin for the registered namespace alone.
      plugins: [definePlugin({ name: 'tron-only', namespaces: ['tronkern'] })],
    })
    expect(kernel.plugins.map((plugin) => plugin.name)).toEqual(['tron-only'])
    expect(kernel.store.getState().network.active.tronkern?.caipNetworkId).toBe('tronkern:0x2b6653dc')
    expect(kernel.store.getState().accounts.tronkern?.preferredAccountType).toBe('eoa')
    addNetwork(kernel, shasta)
    expect(kernel.store.getState().network.networks.map((entry) => entry.caipNetworkId)).toEqual([
      'tronkern:0x2b6653dc',
      'tronkern:0x94a9059e',
    ])
    await connect()
    expect(kernel.store.getState().accounts.tronkern).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `tronkern:0x2b6653dc:${address}`,
    })
    expect(getAccountType(kernel, { namespace: 'tronkern' })).toBe('eoa')
    await switchNetwork(kernel, 'tronkern:0x94a9059e')
    expect(adapter.calls.at(-1)).toEqual({ type: 'switchNetwork', chainId: '0x94a9059e' })
    expect(kernel.store.getState().network.active.tronkern?.name).toBe('Tron Shasta')
  })

  it('goes through the guard with the methods the adapter declared, and no others', async () => {
    const { kernel, adapter, connect } = createTestKernel({ adapter: tronAdapter(), networks: [mainnetTron] })
    await connect()
    const stale: unknown[] = []
    kernel.events.on('balanceStale', (event) => stale.push(event))
    await expect(request(kernel, { namespace: 'tronkern', method: 'tron_getBalance' })).resolves.toBe(
      '1000000',
    )
    await expect(
      request(kernel, { namespace: 'tronkern', method: 'tron_signMessage', params: ['hi'] }),
    ).resolves.toBe('0xsigned')
    // An approval method: the balance may have changed.
    expect(stale).toEqual([{ namespace: 'tronkern' }])
    await expect(
      request(kernel, { namespace: 'tronkern', method: 'eth_sendTransaction' }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    await expect(
      request(kernel, { namespace: 'tronkern', method: 'tron_freezeBalance' }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    expect(adapter.calls.filter((call) => call.type === 'request').map((call) => call.method)).toEqual([
      'tron_getBalance',
      'tron_signMessage',
    ])
  })

  it('refuses an unregistered namespace with UnknownChainNamespaceError naming it', async () => {
    const mars = { ...mainnetTron, caipNetworkId: 'mars:0x2b6653dc', chainNamespace: 'mars' } as never
    const base = { projectId: 'p', storage: createMemoryStorage() }
    const optionError = unwrap(() => createKernel({ ...base, networks: [mainnet, mars] }))
    expect(optionError).toBeInstanceOf(UnknownChainNamespaceError)
    expect(optionError?.message).toContain('Unknown chain namespace "mars"')
    const adapterError = unwrap(() =>
      createKernel({
        ...base,
        networks: [mainnet],
        adapters: [createMockAdapter({ namespace: 'mars' as never })],
      }),
    )
    expect(adapterError).toBeInstanceOf(UnknownChainNamespaceError)
    expect(adapterError?.message).toContain('"mars"')
    const { kernel } = createTestKernel()
    expect(unwrap(() => addNetwork(kernel, mars))).toBeInstanceOf(UnknownChainNamespaceError)
    await expect(request(kernel, { namespace: 'mars' as never, method: 'eth_chainId' })).rejects.toThrow(
      'Unknown chain namespace "mars"',
    )
    expect(
      unwrap(() =>
        createKernel({ ...base, networks: [mainnet], defaultAccountTypes: { mars: 'eoa' } as never }),
      ),
    ).toHaveProperty('shortMessage', 'Invalid option `defaultAccountTypes.mars`.')
  })

  it("refuses an adapter that declares another namespace's definition or a built-in one", () => {
    const base = { projectId: 'p', networks: [mainnet], storage: createMemoryStorage() }
    const other = Object.assign(createMockAdapter({ namespace: 'eip155' }), { namespaceDefinition: tron })
    const otherError = unwrap(() => createKernel({ ...base, adapters: [other] }))
    expect(otherError).toBeInstanceOf(InvalidChainNamespaceDefinitionError)
    expect(otherError?.message).toContain(
      'Adapter "mock-eip155" cannot register the chain namespace "tronkern"',
    )
    const builtin = Object.assign(createMockAdapter({ namespace: 'eip155' }), {
      namespaceDefinition: {
        ...builtinChainNamespaceDefinitions.eip155,
        rpcMethods: { readOnly: ['eth_sign'], approval: [] },
      },
    })
    expect(unwrap(() => createKernel({ ...base, adapters: [builtin] }))?.message).toContain('it is built in')
  })

  it("keeps addresses in the namespace's canonical form (its formatAddress)", async () => {
    const hex = defineChainNamespace({
      namespace: 'hexkern',
      name: 'Hex networks',
      isReference: (reference) => /^[0-9]+$/.test(reference),
      isAddress: (value) => /^0x[0-9a-fA-F]{40}$/.test(value),
      formatAddress: (value) => value.toLowerCase(),
      rpcMethods: { readOnly: [], approval: [] },
      accountTypes: ['eoa'],
    })
    const hexNetwork: CaipNetwork<'hexkern'> = {
      ...mainnetTron,
      id: '7',
      caipNetworkId: 'hexkern:7',
      chainNamespace: 'hexkern',
      deprecatedCaipNetworkId: undefined,
    }
    const shouting = '0xABCDEF0000000000000000000000000000000001'
    const adapter = Object.assign(
      createMockAdapter({ namespace: 'hexkern', accounts: [shouting], chainId: '7' }),
      { namespaceDefinition: hex },
    )
    const { kernel, connect } = createTestKernel({ adapter, networks: [hexNetwork] })
    await connect()
    expect(kernel.store.getState().accounts.hexkern).toMatchObject({
      address: shouting.toLowerCase(),
      caipAddress: `hexkern:7:${shouting.toLowerCase()}`,
    })
    adapter.changeAccount('0xABCDEF0000000000000000000000000000000002')
    expect(kernel.store.getState().accounts.hexkern?.address).toBe(
      '0xabcdef0000000000000000000000000000000002',
    )
  })
})
