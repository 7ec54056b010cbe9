import {
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
import { createDevPolkadotExtension, type DevPolkadotExtension, devPolkadotExtensionId } from '@foyer/devnet'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { InvalidPolkadotWalletResponseError, PolkadotNoChainError } from './errors.js'
import { PolkadotAdapter } from './PolkadotAdapter.js'

const kernels: Kernel[] = []
afterEach(() => {
  for (const kernel of kernels.splice(0)) destroyKernel(kernel)
})

/** A page with the devnet's polkadot-js style extension registered in `injectedWeb3`, as its browser script does. */
async function install(extension?: DevPolkadotExtension) {
  const dev = extension ?? (await createDevPolkadotExtension())
  const page = { injectedWeb3: { [devPolkadotExtensionId]: dev } as Record<string, unknown> }
  const kernel = createKernel({
    projectId: 'polkadot',
    networks: [polkadot],
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

    // The kernel's RPC allow-list (SPEC.md §6) names no polkadot methods, so the adapter is asked directly.
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

    await expect(adapter.getBalance({ address: dev.address, network: polkadot })).rejects.toBeInstanceOf(
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
