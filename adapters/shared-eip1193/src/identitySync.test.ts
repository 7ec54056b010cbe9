import {
  type CaipNetwork,
  connect,
  createBlockchainApi,
  createJsonRpcTransport,
  createKernel,
  createMemoryStorage,
  destroyKernel,
  type Kernel,
  mainnet,
  sepolia,
  switchNetwork,
} from '@foyer/core'
import type { EvmDevnet } from '@foyer/devnet'
import { announceEip6963, createDevEvmProvider, startEvmChains } from '@foyer/devnet'
import type { ReferenceService } from '@foyer/service'
import { startReferenceService } from '@foyer/service'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Eip1193Adapter } from './Eip1193Adapter.js'

class RpcAdapter extends Eip1193Adapter {
  readonly name = 'rpc'
  readonly adapterType = 'universal' as const
  protected async readBalance(address: string, network: CaipNetwork): Promise<bigint> {
    const transport = createJsonRpcTransport(this.getRpcUrl(network))
    return BigInt(await transport.request<string>({ method: 'eth_getBalance', params: [address, 'latest'] }))
  }
}

/** An adapter whose profile never has a name: the kernel falls through to the network's naming service. */
class NoProfileAdapter extends RpcAdapter {
  override async getProfile() {
    return { name: null }
  }
}

let evm: EvmDevnet
let service: ReferenceService
let networks: CaipNetwork[]
beforeAll(async () => {
  evm = await startEvmChains({ chains: [mainnet.id, sepolia.id], basePort: 0 })
  service = await startReferenceService({ evm })
  networks = [mainnet, sepolia].map((network) => {
    const chain = evm.chains.find((entry) => entry.chainId === network.id)
    return {
      ...network,
      rpcUrls: { default: { http: [chain?.rpcUrl ?? ''] } },
      contracts: { ...network.contracts, nameRegistry: { address: chain?.nameRegistry ?? '0x' } },
    } as CaipNetwork
  })
  // The service knows a name for dev account 2 (the registry names dev account 1 `dev1.foyer`).
  const carol = devWallet(2, { autoConnect: true })
  const message = JSON.stringify({ name: 'carol-dev.foyer.eth', timestamp: Math.floor(Date.now() / 1000) })
  await createBlockchainApi({ baseUrl: service.url, projectId: 'foyer-dev' }).registerName({
    coin_type: 60,
    address: carol.address,
    message,
    signature: String(await carol.request({ method: 'personal_sign', params: [message, carol.address] })),
  })
}, 120_000)
afterAll(async () => {
  await service?.stop()
  await evm?.stop()
})

const devWallet = (accountIndex: number, options: { autoConnect?: boolean } = {}) =>
  createDevEvmProvider({
    privateKey: evm.accounts[accountIndex]?.privateKey ?? '0x',
    chains: evm.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    ...options,
  })

/** `setName(string)` calldata, ABI-encoded by hand (selector, offset, length, padded UTF-8 bytes). */
const setNameData = (name: string) => {
  const word = (value: number) => value.toString(16).padStart(64, '0')
  const bytes = Buffer.from(name, 'utf8').toString('hex')
  return `0xc47f0027${word(32)}${word(name.length)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connectAs(accountIndex: number, Adapter: typeof RpcAdapter = RpcAdapter): Promise<Kernel> {
  const page = new EventTarget()
  const wallet = devWallet(accountIndex)
  const stop = announceEip6963(page, wallet)
  const kernel = createKernel({
    projectId: 'foyer-dev',
    apiUrl: service.url,
    networks: networks as [CaipNetwork, ...CaipNetwork[]],
    adapters: [new Adapter('RpcAdapter', { window: page })],
    storage: createMemoryStorage(),
  })
  cleanups.push(() => {
    destroyKernel(kernel)
    stop()
  })
  await connect(kernel, { namespace: 'eip155', connectorId: 'dev.foyer.wallet' })
  return kernel
}

const profile = (kernel: Kernel) => {
  const account = kernel.store.getState().accounts.eip155
  return { name: account?.profileName ?? null, image: account?.profileImage ?? null }
}

describe('identity sync on the devnet', () => {
  it('takes the service name and avatar first', async () => {
    const kernel = await connectAs(2)
    await expect.poll(() => profile(kernel).name, { timeout: 15_000 }).toBe('carol-dev.foyer.eth')
    expect(profile(kernel).image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getAssetImage\//)
  })

  it("then the adapter's profile (the registry through the wallet), with no image", async () => {
    const kernel = await connectAs(1)
    await expect.poll(() => profile(kernel), { timeout: 15_000 }).toEqual({ name: 'dev1.foyer', image: null })
  })

  it("then the network's naming service over its RPC URL, cached 5 minutes per address and chain", async () => {
    const kernel = await connectAs(1, NoProfileAdapter)
    await expect.poll(() => profile(kernel), { timeout: 15_000 }).toEqual({ name: 'dev1.foyer', image: null })

    // On a testnet both are cleared.
    await switchNetwork(kernel, networks[1] as CaipNetwork)
    await expect.poll(() => profile(kernel), { timeout: 15_000 }).toEqual({ name: null, image: null })

    // The account renames itself on chain; back on mainnet the cached name is shown without a new lookup.
    const dev1 = devWallet(1, { autoConnect: true })
    const registry = evm.chains.find((entry) => entry.chainId === mainnet.id)?.nameRegistry
    const rename = await dev1.request({
      method: 'eth_sendTransaction',
      params: [{ from: dev1.address, to: registry, data: setNameData('renamed.foyer') }],
    })
    // Mined before the reads below: anvil answers the send before it mines the block, and a lookup that read the old
    // name would keep it for 5 minutes.
    await expect
      .poll(() => dev1.request({ method: 'eth_getTransactionReceipt', params: [rename] }), {
        timeout: 15_000,
      })
      .toMatchObject({ status: '0x1' })
    await switchNetwork(kernel, networks[0] as CaipNetwork)
    await expect.poll(() => profile(kernel), { timeout: 15_000 }).toEqual({ name: 'dev1.foyer', image: null })

    // A new kernel has no cache and reads the new name.
    const fresh = await connectAs(1, NoProfileAdapter)
    await expect
      .poll(() => profile(fresh), { timeout: 15_000 })
      .toEqual({ name: 'renamed.foyer', image: null })
  })

  it('clears name and image when no step finds a name', async () => {
    const kernel = await connectAs(3)
    // The lookup's end writes null where there was nothing (undefined): `profile` reads both as null.
    await expect
      .poll(() => kernel.store.getState().accounts.eip155?.profileName, { timeout: 5_000 })
      .toBe(null)
    expect(profile(kernel)).toEqual({ name: null, image: null })
  })
})
