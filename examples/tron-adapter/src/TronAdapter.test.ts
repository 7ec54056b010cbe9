import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  connect,
  createKernel,
  createMemoryStorage,
  destroyKernel,
  type Kernel,
  RpcNotAllowedError,
  request,
  UserRejectedRequestError,
} from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { TronAdapter, type TronLinkProvider } from './TronAdapter.js'
import { tronMainnet, tronShasta } from './tronNetworks.js'

const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'

/** A TronLink-style wallet: counts its prompts, holds 12.5 TRX. */
function fakeTronLink({ declines = false } = {}) {
  const calls: string[] = []
  let connected = false
  const provider: TronLinkProvider = {
    async request({ method }) {
      calls.push(method)
      if (declines) return { code: 4001, message: 'User rejected' }
      connected = true
      return { code: 200 }
    },
    tronWeb: {
      get defaultAddress() {
        return { base58: connected ? address : (false as const) }
      },
      trx: {
        async getBalance() {
          calls.push('getBalance')
          return 12_500_000
        },
        async signMessageV2(message) {
          calls.push(`sign:${message}`)
          return `0x${'ab'.repeat(65)}`
        },
      },
    },
  }
  return { provider, calls, connectBefore: () => (connected = true) }
}

const kernels: Kernel[] = []
function install(provider: TronLinkProvider, storage = createMemoryStorage()) {
  const adapter = new TronAdapter({ window: { tronLink: provider } })
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, tronMainnet, tronShasta],
    adapters: [adapter],
    storage,
  })
  kernels.push(kernel)
  return { kernel, adapter }
}
afterEach(() => {
  for (const kernel of kernels.splice(0)) destroyKernel(kernel)
})

describe('TronAdapter, for a namespace the kernel does not ship', () => {
  it('connects TronLink, signs through the guard and reads balances in TRX', async () => {
    const wallet = fakeTronLink()
    const { kernel, adapter } = install(wallet.provider)
    expect(kernel.store.getState().connectors).toMatchObject([{ id: 'tronlink', namespace: 'tron' }])
    await connect(kernel, { namespace: 'tron', connectorId: 'tronlink' })
    expect(kernel.store.getState().accounts.tron).toMatchObject({
      status: 'connected',
      caipAddress: `tron:0x2b6653dc:${address}`,
    })
    await expect(
      request(kernel, { namespace: 'tron', method: 'tron_signMessage', params: { message: 'hi' } }),
    ).resolves.toMatch(/^0x(ab)+$/)
    await expect(request(kernel, { namespace: 'tron', method: 'tron_getBalance' })).resolves.toBe('12500000')
    await expect(
      request(kernel, { namespace: 'tron', method: 'eth_sendTransaction' }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    await expect(adapter.getBalance({ address, network: tronMainnet as CaipNetwork })).resolves.toEqual({
      balance: '12.5',
      symbol: 'TRX',
    })
    expect(wallet.calls).toEqual(['tron_requestAccounts', 'sign:hi', 'getBalance', 'getBalance'])
  })

  it('restores a session without prompting the wallet', async () => {
    const storage = createMemoryStorage()
    const first = fakeTronLink()
    const { kernel } = install(first.provider, storage)
    await connect(kernel, { namespace: 'tron', connectorId: 'tronlink' })
    destroyKernel(kernel)
    const second = fakeTronLink()
    second.connectBefore()
    const { kernel: reloaded } = install(second.provider, storage)
    await expect.poll(() => reloaded.store.getState().accounts.tron?.status).toBe('connected')
    expect(second.calls).toEqual([])
  })

  it("turns the wallet's refusal into UserRejectedRequestError", async () => {
    const { kernel } = install(fakeTronLink({ declines: true }).provider)
    await expect(connect(kernel, { namespace: 'tron', connectorId: 'tronlink' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('types: the augmentation makes tron a namespace everywhere', () => {
    expectTypeOf<'tron'>().toExtend<ChainNamespace>()
    expectTypeOf(tronMainnet.caipNetworkId).toExtend<CaipNetworkId<'tron'>>()
    expectTypeOf<`tron:0x2b6653dc:${string}`>().toExtend<CaipAddress<'tron'>>()
    expectTypeOf(tronMainnet.id).toEqualTypeOf<string>()
  })
})
