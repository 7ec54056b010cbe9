import {
  type CaipNetwork,
  connect,
  createKernel,
  destroyKernel,
  disconnect,
  getAccount,
  getConnectors,
  type Kernel,
  polkadot,
  request,
  UserRejectedRequestError,
} from '@foyer/core'
import {
  createDevPolkadotExtension,
  type DevPolkadotExtension,
  devPolkadotExtensionId,
  polkadotDevFunding,
  type StartPolkadotNodeReturnType,
  startPolkadotNode,
} from '@foyer/devnet'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  InvalidPolkadotWalletResponseError,
  PolkadotNoChainError,
  PolkadotTransferFailedError,
} from './errors.js'
import { PolkadotAdapter } from './PolkadotAdapter.js'

const kernels: Kernel[] = []
afterEach(() => {
  for (const kernel of kernels.splice(0)) destroyKernel(kernel)
})

/** A page with the devnet's polkadot-js style extension registered in `injectedWeb3`, as its browser script does. */
async function install(extension?: DevPolkadotExtension, network: CaipNetwork = polkadot) {
  const dev = extension ?? (await createDevPolkadotExtension())
  const page = { injectedWeb3: { [devPolkadotExtensionId]: dev } as Record<string, unknown> }
  const kernel = createKernel({
    projectId: 'polkadot',
    networks: [network],
    adapters: [new PolkadotAdapter({ window: page, appName: 'Foyer test' })],
  })
  kernels.push(kernel)
  return { dev, page, kernel }
}

describe('PolkadotAdapter', () => {
  it('lists the extension, connects its account and signs raw messages that signatureVerify accepts', async () => {
    const { dev, kernel } = await install()
    const connectors = getConnectors(kernel, { namespace: 'polkadot' })
    expect(connectors.map((connector) => [connector.id, connector.name])).toEqual([
      ['polkadot:foyer-dev', 'Foyer Dev Wallet'],
    ])
    await connect(kernel, { namespace: 'polkadot', connectorId: 'polkadot:foyer-dev' })
    const account = getAccount(kernel, { namespace: 'polkadot' })
    expect(account.status).toBe('connected')
    expect(account.address).toBe(dev.address)
    expect(account.caipAddress).toBe(`${polkadot.caipNetworkId}:${dev.address}`)

    // The kernel's RPC allow-list (SPEC.md §6) lets only the transfer methods through: signing asks the adapter.
    const adapter = kernel.adapters[0] as PolkadotAdapter
    await expect(
      request(kernel, { namespace: 'polkadot', method: 'polkadot_signMessage', params: { message: 'x' } }),
    ).rejects.toThrow('Requested RPC call is not allowed')
    const message = 'Sign in to Foyer'
    const { signature } = (await adapter.request({
      method: 'polkadot_signMessage',
      params: { address: dev.address, message },
    })) as { signature: string }
    expect(signatureVerify(message, signature, dev.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify(`${message}!`, signature, dev.address).isValid).toBe(false)
  })

  it('reports a refusal, a malformed extension and the missing chain clearly', async () => {
    const { dev, kernel } = await install()
    await connect(kernel, { namespace: 'polkadot', connectorId: 'polkadot:foyer-dev' })
    const adapter = kernel.adapters[0] as PolkadotAdapter
    dev.setReject(true)
    await expect(
      adapter.request({ method: 'polkadot_signMessage', params: { message: 'no' } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)

    // A network without an RPC URL has no chain to read.
    const offline = { ...polkadot, rpcUrls: { default: { http: [] } } }
    await expect(adapter.getBalance({ address: dev.address, network: offline })).rejects.toBeInstanceOf(
      PolkadotNoChainError,
    )
    const withReader = new PolkadotAdapter({ window: {}, getBalance: async () => 12_345_000_000n })
    expect(await withReader.getBalance({ address: dev.address, network: polkadot })).toEqual({
      balance: '1.2345',
      symbol: 'DOT',
    })

    const broken = {
      injectedWeb3: { broken: { version: '1', enable: async () => ({ accounts: {}, signer: {} }) } },
    }
    const other = createKernel({
      projectId: 'polkadot',
      networks: [polkadot],
      adapters: [new PolkadotAdapter({ window: broken })],
    })
    kernels.push(other)
    await expect(
      connect(other, { namespace: 'polkadot', connectorId: 'polkadot:broken' }),
    ).rejects.toBeInstanceOf(InvalidPolkadotWalletResponseError)
  })

  it('disconnects in the app and forgets the signer', async () => {
    const { kernel } = await install()
    await connect(kernel, { namespace: 'polkadot', connectorId: 'polkadot:foyer-dev' })
    await disconnect(kernel, { namespace: 'polkadot' })
    expect(getAccount(kernel, { namespace: 'polkadot' }).status).toBe('disconnected')
    expect(kernel.adapters[0]?.getProvider?.()).toBe(undefined)
  })
})

describe('PolkadotAdapter on the devnet chain (@polkadot/api)', () => {
  let node: StartPolkadotNodeReturnType
  beforeAll(async () => {
    node = await startPolkadotNode({ funding: await polkadotDevFunding() })
  })
  afterAll(async () => {
    await node?.stop()
  })
  const devnetPolkadot = (): CaipNetwork => ({
    ...polkadot,
    rpcUrls: { default: { http: [node.httpUrl], webSocket: [node.url] } },
  })

  it('reads the balance in DOT and sends a transfer signed by the extension: exact balances, the quoted fee', async () => {
    const receiver = await createDevPolkadotExtension({ uri: '//Receiver' })
    const { dev, kernel } = await install(
      await createDevPolkadotExtension({ uri: '//Bob' }),
      devnetPolkadot(),
    )
    await connect(kernel, { namespace: 'polkadot', connectorId: 'polkadot:foyer-dev' })
    const adapter = kernel.adapters[0] as PolkadotAdapter
    expect(await adapter.getBalance({ address: dev.address, network: devnetPolkadot() })).toEqual({
      balance: '10000',
      symbol: 'DOT',
    })

    const transfer = { recipientAddress: receiver.address, amount: '25000000000' }
    const { fee } = (await request(kernel, {
      namespace: 'polkadot',
      method: 'estimateTransferFee',
      params: transfer,
    })) as { fee: string }
    expect(BigInt(fee)).toBeGreaterThan(0n)
    const before = node.ledger.balanceOf(dev.address)
    const sent = (await request(kernel, {
      namespace: 'polkadot',
      method: 'sendTransfer',
      params: transfer,
    })) as { hash: string; blockHash: string }

    expect(sent.blockHash).toBe(node.ledger.head().hash)
    expect(node.ledger.head().extrinsics).toHaveLength(1)
    expect(node.ledger.balanceOf(dev.address)).toBe(before - 25_000_000_000n - BigInt(fee))
    expect(node.ledger.balanceOf(receiver.address)).toBe(25_000_000_000n)
    expect(await adapter.getBalance({ address: receiver.address, network: devnetPolkadot() })).toEqual({
      balance: '2.5',
      symbol: 'DOT',
    })
  })

  it('reports a transfer the chain refuses in its block, and a refusal in the extension', async () => {
    const { dev, kernel } = await install(
      await createDevPolkadotExtension({ uri: '//Charlie' }),
      devnetPolkadot(),
    )
    await connect(kernel, { namespace: 'polkadot', connectorId: 'polkadot:foyer-dev' })
    const everything = {
      recipientAddress: (await createDevPolkadotExtension({ uri: '//Dave' })).address,
      amount: '100000000000000',
    }
    const failed = request(kernel, {
      namespace: 'polkadot',
      method: 'sendTransfer',
      params: everything,
    })
    await expect(failed).rejects.toBeInstanceOf(PolkadotTransferFailedError)
    await expect(failed).rejects.toMatchObject({ error: 'balances.InsufficientBalance' })

    dev.setReject(true)
    const before = node.ledger.balanceOf(dev.address)
    await expect(
      request(kernel, {
        namespace: 'polkadot',
        method: 'sendTransfer',
        params: { recipientAddress: everything.recipientAddress, amount: '1' },
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(node.ledger.balanceOf(dev.address)).toBe(before)
  })
})
