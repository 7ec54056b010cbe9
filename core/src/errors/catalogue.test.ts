import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../../test/createTestAdapter.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { removeNetwork } from '../actions/removeNetwork.js'
import { request } from '../actions/request.js'
import { mainnet, sepolia, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import * as core from '../exports/index.js'
import { createJsonRpcTransport } from '../net/createJsonRpcTransport.js'
import { startTestServer } from '../net/startTestServer.test-utils.js'
import {
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  ConnectionClientNotSetError,
  ConnectorNotFoundError,
  DisconnectError,
  NetworkClientNotSetError,
  UnknownError,
} from './adapter.js'
import { BaseError } from './BaseError.js'
import {
  ActiveNetworkNotFoundError,
  NetworkNotFoundError,
  SwitchNetworkError,
  UnsupportedChainError,
} from './network.js'
import { RpcHandlerNotFoundError, RpcNotAllowedError } from './rpc.js'
import { HttpRequestError, UrlRequiredError } from './transport.js'

// SPEC.md §8, the errors the kernel can raise, with the spec's exact text. ('Please call createAppKit before using
// useAppKit' belongs to @foyer/react and is tested there.)
const catalogue: [string, () => BaseError][] = [
  ['Unknown error', () => new UnknownError({ cause: 'boom' })],
  ['WalletConnectConnector not found', () => new ConnectorNotFoundError({ connectorId: 'walletConnect' })],
  ['Chain adapter not found', () => new RpcHandlerNotFoundError({ method: 'eth_call', namespace: 'eip155' })],
  ['Adapter not found', () => new AdapterNotFoundError({ namespace: 'polkadot' })],
  ['CaipNetwork not found', () => new NetworkNotFoundError({ network: 'eip155:999' })],
  ['NetworkController client not set', () => new NetworkClientNotSetError({ namespace: 'eip155' })],
  ['ConnectionController client not set', () => new ConnectionClientNotSetError()],
  ['Failed to disconnect', () => new DisconnectError({ cause: new Error('gone') })],
  ['Network not found', () => new ActiveNetworkNotFoundError({ namespace: 'solana' })],
  [
    'Address or auth connector not found',
    () => new AddressOrAuthConnectorNotFoundError({ connectorId: 'x' }),
  ],
  ['Unsupported chain', () => new UnsupportedChainError({ chainId: 999 })],
  [
    'Chain is not supported',
    () => new SwitchNetworkError({ network: 'eip155:10', cause: new Error('4902') }),
  ],
  ['Requested RPC call is not allowed', () => new RpcNotAllowedError({ method: 'eth_sign' })],
  [
    'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    () => new UrlRequiredError(),
  ],
  ['HTTP status code: 503', () => new HttpRequestError({ status: 503, url: 'http://x', body: '' })],
]

describe('the error catalogue of SPEC.md §8', () => {
  it.each(catalogue)('%s', (message, create) => {
    const error = create()
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
  })

  it('has one class per case, each exported from @foyer/core', () => {
    const classes = catalogue.map(([, create]) => create().constructor)
    expect(new Set(classes).size).toBe(classes.length)
    for (const errorClass of classes) {
      expect(core[errorClass.name as keyof typeof core]).toBe(errorClass)
    }
  })

  it('exports the errors the public parsers throw, so callers can tell them apart', () => {
    expect(() => core.parseCaipNetworkId('nope')).toThrow(core.InvalidCaipNetworkIdError)
    expect(() => core.parseCaipAddress('eip155:1')).toThrow(core.InvalidCaipAddressError)
    expect(() => core.coinTypeFromChainId(-1)).toThrow(core.InvalidChainIdError)
    expect(() => core.parseUnits('abc', 18)).toThrow(core.InvalidDecimalError)
    expect(() => core.formatUnits(1n, 256)).toThrow(core.InvalidDecimalsError)
  })
})

describe('where the kernel raises them', () => {
  function setup(adapter = createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })) {
    return createKernel({ projectId: 'p', networks: [mainnet, sepolia, solana], adapters: [adapter] })
  }

  it("'Failed to disconnect' when the wallet fails to let go; the session is cleared anyway", async () => {
    const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
    const kernel = setup({
      ...createTestAdapter('eip155', wallet),
      async disconnect() {
        throw new Error('the extension was removed')
      },
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    const error = await disconnect(kernel).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).shortMessage).toBe('Failed to disconnect')
    expect((error as DisconnectError).details).toBe('the extension was removed')
    expect(getAccount(kernel, { namespace: 'eip155' }).status).toBe('disconnected')
  })

  it("'Adapter not found' when connecting a namespace no adapter owns", async () => {
    await expect(connect(setup(), { namespace: 'solana', connectorId: 'phantom' })).rejects.toThrow(
      AdapterNotFoundError,
    )
  })

  it("'Chain adapter not found' when the owning adapter cannot execute requests", async () => {
    const { request: _ignored, ...withoutRequest } = createTestAdapter('eip155', {
      address: evmAddress,
      chainId: 1,
      calls: [],
    })
    const kernel = setup(withoutRequest)
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    await expect(request(kernel, { method: 'eth_chainId' })).rejects.toMatchObject({
      shortMessage: 'Chain adapter not found',
    })
  })

  it("'CaipNetwork not found' when removing a network that is not configured", () => {
    expect(() => removeNetwork(setup(), 'eip155:999')).toThrow(NetworkNotFoundError)
  })

  it('the transport: the no-URL message, and HTTP status code: N', async () => {
    expect(() => createJsonRpcTransport('')).toThrow(UrlRequiredError)
    const server = await startTestServer(() => ({ status: 418, body: 'teapot' }))
    try {
      const transport = createJsonRpcTransport(server.url)
      await expect(transport.request({ method: 'eth_chainId' })).rejects.toMatchObject({
        shortMessage: 'HTTP status code: 418',
        status: 418,
      })
    } finally {
      await server.close()
    }
  })
})
