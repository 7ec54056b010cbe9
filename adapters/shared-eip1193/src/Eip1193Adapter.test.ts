import { waitUntil } from '@foyer/conformance'
import {
  AdapterOperationNotSupportedError,
  type CaipNetwork,
  connect,
  createJsonRpcTransport,
  createKernel,
  createMemoryStorage,
  destroyKernel,
  estimateGas,
  getAccount,
  mainnet,
  UserRejectedRequestError,
  writeContract,
} from '@foyer/core'
import type { EvmDevnet } from '@foyer/devnet'
import { announceEip6963, createDevEvmProvider, startEvmChains } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Eip1193Adapter } from './Eip1193Adapter.js'

/** The smallest real subclass: balances over the network's RPC URL with core's JSON-RPC client. */
class RpcAdapter extends Eip1193Adapter {
  readonly name = 'rpc'
  readonly adapterType = 'universal' as const
  protected async readBalance(address: string, network: CaipNetwork): Promise<bigint> {
    const transport = createJsonRpcTransport(this.getRpcUrl(network))
    return BigInt(await transport.request<string>({ method: 'eth_getBalance', params: [address, 'latest'] }))
  }
}

/** The same, as an ethers-type adapter: with one, the kernel is not in basic WalletConnect mode (SPEC.md §4). */
class EthersLikeAdapter extends Eip1193Adapter {
  readonly name = 'ethers-like'
  readonly adapterType = 'ethers' as const
  protected async readBalance(): Promise<bigint> {
    return 0n
  }
}

let devnet: EvmDevnet
let network: CaipNetwork
beforeAll(async () => {
  devnet = await startEvmChains({ chains: [1], basePort: 0 })
  network = { ...mainnet, rpcUrls: { default: { http: [devnet.chains[0]?.rpcUrl ?? ''] } } }
})
afterAll(() => devnet?.stop())

const setup = (reject?: boolean) => {
  const page = new EventTarget()
  const wallet = createDevEvmProvider({
    privateKey: devnet.accounts[0]?.privateKey ?? '0x',
    chains: [{ chainId: 1, rpcUrl: devnet.chains[0]?.rpcUrl ?? '' }],
    reject: reject ?? false,
  })
  const storage = createMemoryStorage()
  const openKernel = () =>
    createKernel({
      projectId: 'p',
      networks: [network],
      adapters: [new RpcAdapter('RpcAdapter', { window: page })],
      storage,
    })
  return { page, wallet, openKernel }
}

describe('Eip1193Adapter', () => {
  it('passes a declined connect on as a 4001 rejection and stays disconnected', async () => {
    const { page, wallet, openKernel } = setup(true)
    const stop = announceEip6963(page, wallet)
    const kernel = openKernel()
    const error = await connect(kernel, { namespace: 'eip155', connectorId: 'dev.foyer.wallet' }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
    expect(getAccount(kernel, { namespace: 'eip155' }).status).toBe('disconnected')
    destroyKernel(kernel)
    stop()
  })

  it.each([
    ['0xZZ', '0xZZ'],
    ['null', null],
    ['1e400', JSON.parse('[1e400]')[0]],
  ])(
    'a wallet answering eth_chainId with %s shows the unsupported network, with no NaN',
    async (_, answer) => {
      const page = new EventTarget()
      const base = createDevEvmProvider({
        privateKey: devnet.accounts[0]?.privateKey ?? '0x',
        chains: [{ chainId: 1, rpcUrl: devnet.chains[0]?.rpcUrl ?? '' }],
      })
      const wallet = {
        ...base,
        request: (args: { method: string; params?: unknown }) =>
          args.method === 'eth_chainId'
            ? Promise.resolve(answer)
            : args.method === 'wallet_switchEthereumChain'
              ? // It cannot be moved to the app's network either.
                Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
              : base.request(args as never),
      }
      const stop = announceEip6963(page, wallet as typeof base)
      const kernel = createKernel({
        projectId: 'p',
        networks: [network],
        adapters: [new EthersLikeAdapter('EthersLikeAdapter', { window: page })],
        storage: createMemoryStorage(),
      })
      await connect(kernel, { namespace: 'eip155', connectorId: 'dev.foyer.wallet' })
      const state = kernel.store.getState()
      expect(getAccount(kernel, { namespace: 'eip155' }).status).toBe('connected')
      expect(state.network.unsupported).toEqual(['eip155'])
      expect(state.router).toMatchObject({ open: true, view: 'UnsupportedChain' })
      expect(state.network.active.eip155).toMatchObject({ name: 'Unknown Network', id: 0 })
      expect(JSON.stringify({ network: state.network, accounts: state.accounts })).not.toMatch(/NaN|Infinity/)
      destroyKernel(kernel)
      stop()
    },
  )

  it("answers an unknown connector with 'Connector not found' after waiting for discovery", async () => {
    const { openKernel } = setup()
    const kernel = openKernel()
    const started = Date.now()
    await expect(connect(kernel, { namespace: 'eip155', connectorId: 'dev.nobody' })).rejects.toMatchObject({
      shortMessage: 'Connector not found',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    destroyKernel(kernel)
  })

  it('restores a wallet that announces itself after the page loaded', async () => {
    const { page, wallet, openKernel } = setup()
    const stop = announceEip6963(page, wallet)
    const first = openKernel()
    await connect(first, { namespace: 'eip155', connectorId: 'dev.foyer.wallet' })
    destroyKernel(first)
    stop()
    const second = openKernel()
    const late = setTimeout(() => announceEip6963(page, wallet), 150)
    await waitUntil(() => getAccount(second, { namespace: 'eip155' }).status === 'connected', {
      waitingFor: 'the late wallet to be restored',
    })
    expect(getAccount(second, { namespace: 'eip155' }).address).toBe(wallet.address)
    clearTimeout(late)
    destroyKernel(second)
  })

  it('does not restore a session the wallet has since revoked, and asks nothing', async () => {
    const { page, wallet, openKernel } = setup()
    const stop = announceEip6963(page, wallet)
    const first = openKernel()
    await connect(first, { namespace: 'eip155', connectorId: 'dev.foyer.wallet' })
    destroyKernel(first)
    wallet.disconnect()
    // A prompt during a restore would be a bug: make any connect request fail loudly.
    wallet.setReject((method) => method === 'eth_requestAccounts')
    const second = openKernel()
    await waitUntil(() => getAccount(second, { namespace: 'eip155' }).status === 'disconnected', {
      waitingFor: 'the restore to give up',
    })
    expect(getAccount(second, { namespace: 'eip155' }).address).toBe(undefined)
    destroyKernel(second)
    stop()
  })

  it("estimates gas with the wallet's eth_estimateGas; without an encoder it offers no writeContract", async () => {
    const { page, wallet, openKernel } = setup()
    const stop = announceEip6963(page, wallet)
    const kernel = openKernel()
    try {
      await connect(kernel, { namespace: 'eip155', connectorId: 'dev.foyer.wallet' })
      const to = devnet.accounts[1]?.address ?? '0x'
      const node = createJsonRpcTransport(network.rpcUrls.default.http[0])
      const expected = await node.request<string>({
        method: 'eth_estimateGas',
        params: [{ from: wallet.address, to, value: '0x1' }],
      })
      expect(await estimateGas(kernel, { to, value: 1n })).toBe(BigInt(expected))
      expect(kernel.adapters[0]?.writeContract).toBe(undefined)
      await expect(
        writeContract(kernel, { address: to, abi: [], functionName: 'transfer', args: [] }),
      ).rejects.toThrow(AdapterOperationNotSupportedError)
    } finally {
      destroyKernel(kernel)
      stop()
    }
  })
})
