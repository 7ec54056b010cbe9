import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HttpRequestError,
  InvalidClientParametersError,
  RequestAbortedError,
  ResponseValidationError,
} from '../errors/transport.js'
import { coreFirstLoadInputs } from './coreFirstLoadInputs.test-utils.js'
import { type BlockchainApi, createBlockchainApi } from './createBlockchainApi.js'
import { createJsonRpcTransport } from './createJsonRpcTransport.js'
import { rejectionOf } from './rejectionOf.test-utils.js'
import { rpcGatewayUrl } from './rpcGatewayUrl.js'
import { apiSamples } from './schemas/apiSamples.test-utils.js'
import { type RecordedRequest, startTestServer, type TestServer } from './startTestServer.test-utils.js'

const account = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** Routes of the reference answers, keyed by `METHOD path`. */
const routes: Record<string, unknown> = {
  'GET /v1/supported-chains': apiSamples.supportedChains,
  [`GET /v1/identity/${account}`]: apiSamples.identity,
  [`GET /v1/account/${account}/history`]: apiSamples.history,
  [`GET /v1/account/${account}/balance`]: apiSamples.balance,
  'GET /v1/convert/quotes': apiSamples.swapQuotes,
  'GET /v1/convert/tokens': apiSamples.swapTokens,
  'POST /v1/fungible/price': apiSamples.fungiblePrice,
  'GET /v1/convert/allowance': apiSamples.swapAllowance,
  'GET /v1/convert/gas-price': apiSamples.gasPrice,
  'POST /v1/convert/build-transaction': apiSamples.buildSwapTransaction,
  'GET /v1/convert/build-approve': apiSamples.buildApproveTransaction,
  'GET /v1/profile/account/alice.foyer.eth': apiSamples.profileAccount,
  [`GET /v1/profile/reverse/${account}`]: apiSamples.reverseLookup,
  'GET /v1/profile/suggestions/alice': apiSamples.nameSuggestions,
  'POST /v1/profile/account': apiSamples.profileAccount,
  'POST /v1/generators/onrampurl': apiSamples.onrampUrl,
  'GET /v1/onramp/options': apiSamples.onrampOptions,
  'POST /v1/onramp/quote': apiSamples.onrampQuote,
  [`GET /v1/sessions/eip155:1:${account}`]: apiSamples.session,
  [`POST /v1/sessions/eip155:1:${account}/revoke`]: apiSamples.revokeSession,
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/v1/') {
      const body = request.body as { id: number }
      return { body: { jsonrpc: '2.0', id: body.id, result: '0x1' } }
    }
    if (request.query.clientId === 'broken') return { status: 502, body: 'bad gateway' }
    if (request.query.clientId === 'garbled') return { body: { unexpected: true } }
    if (request.query.clientId === 'slow') return 'hang'
    const key = `${request.method} ${decodeURIComponent(request.path)}`
    return key in routes ? { body: routes[key] } : { status: 404, body: `no route ${key}` }
  })
})

afterAll(() => server.close())

function createApi(clientId = 'client-1'): BlockchainApi {
  return createBlockchainApi({ baseUrl: server.url, projectId: 'p1', clientId })
}

async function callAndRecord<result>(
  call: () => Promise<result>,
): Promise<{ result: result; request: RecordedRequest }> {
  // The abort test's request may reach the server after that test ended (in a CI run it was counted here): only the
  // other requests are this call's.
  const recorded = () => server.requests.filter((request) => request.query.clientId !== 'slow')
  const before = recorded().length
  const result = await call()
  expect(recorded().length).toBe(before + 1)
  return { result, request: recorded()[before] as RecordedRequest }
}

type Case = {
  name: string
  call: (api: BlockchainApi) => Promise<unknown>
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string>
  body?: unknown
  answer: unknown
}

const cases: Case[] = [
  {
    name: 'getSupportedChains',
    call: (api) => api.getSupportedChains(),
    method: 'GET',
    path: '/v1/supported-chains',
    answer: apiSamples.supportedChains,
  },
  {
    name: 'getIdentity',
    call: (api) => api.getIdentity({ address: account }),
    method: 'GET',
    path: `/v1/identity/${account}`,
    answer: apiSamples.identity,
  },
  {
    name: 'getHistory',
    call: (api) => api.getHistory({ account, cursor: 'cursor-1', chainId: 'eip155:1' }),
    method: 'GET',
    path: `/v1/account/${account}/history`,
    query: { cursor: 'cursor-1', chainId: 'eip155:1' },
    answer: apiSamples.history,
  },
  {
    name: 'getHistory (coinbase on-ramp)',
    call: (api) => api.getHistory({ account, onramp: 'coinbase' }),
    method: 'GET',
    path: `/v1/account/${account}/history`,
    query: { onramp: 'coinbase' },
    answer: apiSamples.history,
  },
  {
    name: 'getBalance',
    call: (api) =>
      api.getBalance({ address: account, currency: 'usd', chainId: 'eip155:1', forceUpdate: usdc }),
    method: 'GET',
    path: `/v1/account/${account}/balance`,
    query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: usdc },
    answer: apiSamples.balance,
  },
  {
    name: 'getSwapQuote',
    call: (api) =>
      api.getSwapQuote({
        amount: '1000000',
        userAddress: account,
        from: usdc,
        to: 'eip155:1:0xee',
        gasPrice: '20',
      }),
    method: 'GET',
    path: '/v1/convert/quotes',
    query: { amount: '1000000', userAddress: account, from: usdc, to: 'eip155:1:0xee', gasPrice: '20' },
    answer: apiSamples.swapQuotes,
  },
  {
    name: 'getSwapTokens',
    call: (api) => api.getSwapTokens({ chainId: 'eip155:1' }),
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { chainId: 'eip155:1' },
    answer: apiSamples.swapTokens,
  },
  {
    name: 'getFungiblePrice',
    call: (api) => api.getFungiblePrice({ currency: 'usd', addresses: [usdc] }),
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: [usdc], projectId: 'p1' },
    answer: apiSamples.fungiblePrice,
  },
  {
    name: 'getSwapAllowance',
    call: (api) => api.getSwapAllowance({ tokenAddress: usdc, userAddress: account }),
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { tokenAddress: usdc, userAddress: account },
    answer: apiSamples.swapAllowance,
  },
  {
    name: 'getGasPrice',
    call: (api) => api.getGasPrice({ chainId: 'eip155:1' }),
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { chainId: 'eip155:1' },
    answer: apiSamples.gasPrice,
  },
  {
    name: 'buildSwapTransaction',
    call: (api) =>
      api.buildSwapTransaction({
        amount: '1000000',
        slippage: '1',
        from: usdc,
        to: 'eip155:1:0xee',
        userAddress: account,
      }),
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: { amount: '1000000', slippage: '1', from: usdc, to: 'eip155:1:0xee', userAddress: account },
    answer: apiSamples.buildSwapTransaction,
  },
  {
    name: 'buildApproveTransaction',
    call: (api) => api.buildApproveTransaction({ from: usdc, to: 'eip155:1:0xee', userAddress: account }),
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { from: usdc, to: 'eip155:1:0xee', userAddress: account },
    answer: apiSamples.buildApproveTransaction,
  },
  {
    name: 'lookupName',
    call: (api) => api.lookupName({ name: 'alice.foyer.eth' }),
    method: 'GET',
    path: '/v1/profile/account/alice.foyer.eth',
    answer: apiSamples.profileAccount,
  },
  {
    name: 'reverseLookup',
    call: (api) => api.reverseLookup({ address: account }),
    method: 'GET',
    path: `/v1/profile/reverse/${account}`,
    answer: apiSamples.reverseLookup,
  },
  {
    name: 'getNameSuggestions',
    call: (api) => api.getNameSuggestions({ name: 'alice' }),
    method: 'GET',
    path: '/v1/profile/suggestions/alice',
    answer: apiSamples.nameSuggestions,
  },
  {
    name: 'registerName',
    call: (api) =>
      api.registerName({
        coin_type: 2_147_483_649,
        address: account,
        message: '{"name":"alice"}',
        signature: '0xabcd',
      }),
    method: 'POST',
    path: '/v1/profile/account',
    body: { coin_type: 2_147_483_649, address: account, message: '{"name":"alice"}', signature: '0xabcd' },
    answer: apiSamples.profileAccount,
  },
  {
    name: 'generateOnrampUrl',
    call: (api) =>
      api.generateOnrampUrl({
        destinationWallets: [{ address: account, blockchains: ['ethereum'] }],
        partnerUserId: 'u1',
      }),
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: { destinationWallets: [{ address: account, blockchains: ['ethereum'] }], partnerUserId: 'u1' },
    answer: apiSamples.onrampUrl,
  },
  {
    name: 'getOnrampOptions',
    call: (api) => api.getOnrampOptions({ country: 'US' }),
    method: 'GET',
    path: '/v1/onramp/options',
    query: { country: 'US' },
    answer: apiSamples.onrampOptions,
  },
  {
    name: 'getOnrampQuote',
    call: (api) =>
      api.getOnrampQuote({
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      }),
    method: 'POST',
    path: '/v1/onramp/quote',
    body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    answer: apiSamples.onrampQuote,
  },
  {
    name: 'getSession',
    call: (api) =>
      api.getSession({ id: `eip155:1:${account}`, validUntil: 1_900_000_000, signature: '0xbeef' }),
    method: 'GET',
    path: `/v1/sessions/eip155%3A1%3A${account}`,
    query: { validUntil: '1900000000', signature: '0xbeef' },
    answer: apiSamples.session,
  },
  {
    name: 'revokeSession',
    call: (api) => api.revokeSession({ id: `eip155:1:${account}`, pci: 'pci-1', signature: '0xbeef' }),
    method: 'POST',
    path: `/v1/sessions/eip155%3A1%3A${account}/revoke`,
    body: { pci: 'pci-1', signature: '0xbeef' },
    answer: apiSamples.revokeSession,
  },
]

describe('createBlockchainApi', () => {
  // A bundler puts whatever `@foyer/core` imports statically on the app's first load: the endpoints and their response
  // schemas stay behind a dynamic import, in a chunk of their own.
  it("keeps the endpoints and their schemas off @foyer/core's first load", async () => {
    const { firstLoad, all } = await coreFirstLoadInputs()
    expect(firstLoad).toContainEqual(expect.stringMatching(/net\/createBlockchainApi\.ts$/))
    expect(firstLoad).not.toContainEqual(
      expect.stringMatching(/net\/(schemas\/(onramp|convert|history|profile)|createBlockchainApiEndpoints)/),
    )
    expect(all).toContainEqual(expect.stringMatching(/net\/schemas\/onramp\.ts$/))
  })

  it('checks its parameters when created, and answers the first call once its endpoints load', async () => {
    expect(() =>
      createBlockchainApi({ baseUrl: server.url, projectId: 'p1', clientId: 'no spaces' }),
    ).toThrow(InvalidClientParametersError)
    const { result } = await callAndRecord(() => createApi().getIdentity({ address: account }))
    expect(result).toEqual(apiSamples.identity)
  })

  it('sends nothing when created', () => {
    const before = server.requests.length
    createApi()
    expect(server.requests.length).toBe(before)
  })

  it('covers every endpoint of the spec', () => {
    const api = createApi()
    const tested = new Set(cases.map((testCase) => testCase.name.split(' ')[0]))
    expect(Object.keys(api).sort()).toEqual([...tested].sort())
  })

  it.each(cases)('$name calls $method $path', async ({ call, method, path, query, body, answer }) => {
    const { result, request } = await callAndRecord(() => call(createApi()))
    expect(result).toEqual(answer)
    expect(request.method).toBe(method)
    expect(request.path).toBe(path)
    expect(request.query).toEqual({ projectId: 'p1', clientId: 'client-1', ...query })
    expect(request.body).toEqual(body)
    if (body !== undefined) expect(request.headers['content-type']).toBe('application/json')
  })

  it('asks for a fresh answer for coinbase on-ramp history only', async () => {
    const coinbase = await callAndRecord(() => createApi().getHistory({ account, onramp: 'coinbase' }))
    const plain = await callAndRecord(() => createApi().getHistory({ account }))
    // The fetch standard's `no-cache` mode revalidates by sending `Cache-Control: max-age=0`.
    expect(coinbase.request.headers['cache-control']).toBe('max-age=0')
    expect(plain.request.headers['cache-control']).toBeUndefined()
  })

  it('leaves clientId out when none is given', async () => {
    const { request } = await callAndRecord(() =>
      createBlockchainApi({ baseUrl: server.url, projectId: 'p1' }).getSupportedChains(),
    )
    expect(request.query).toEqual({ projectId: 'p1' })
  })

  it('throws HttpRequestError with "HTTP status code: N" on a non-OK answer', async () => {
    const error = await rejectionOf<HttpRequestError>(
      createApi('broken').getGasPrice({ chainId: 'eip155:1' }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.shortMessage).toBe('HTTP status code: 502')
    expect(error.details).toBe('bad gateway')
  })

  it('throws ResponseValidationError naming the path on a wrong shape', async () => {
    const error = await rejectionOf<ResponseValidationError>(
      createApi('garbled').getBalance({
        address: account,
        currency: 'usd',
        chainId: 'eip155:1',
      }),
    )
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error.path).toBe(`GET /v1/account/${account}/balance`)
    expect(error.details).toContain('balances')
  })

  it('passes the abort signal through', async () => {
    const controller = new AbortController()
    const pending = createApi('slow').getSupportedChains({ signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('requires a projectId and a URL base', () => {
    expect(() => createBlockchainApi({ baseUrl: server.url, projectId: '' })).toThrow(
      InvalidClientParametersError,
    )
    expect(() => createBlockchainApi({ baseUrl: 'ftp://x', projectId: 'p' })).toThrow(/baseUrl/)
  })

  it('builds an RPC gateway URL that a JSON-RPC transport can call', async () => {
    const url = rpcGatewayUrl({ baseUrl: server.url, chainId: 'eip155:1', projectId: 'p1' })
    const { result, request } = await callAndRecord(() =>
      createJsonRpcTransport(url).request({ method: 'eth_chainId' }),
    )
    expect(result).toBe('0x1')
    expect(request.query).toEqual({ chainId: 'eip155:1', projectId: 'p1' })
  })
})
