import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type EvmDevnet, type EvmDevnetChain, startEvmChains } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeTokenAddress } from './blockchainInputs.js'
import { createHttpPriceSource, PriceSourceUnavailableError } from './createHttpPriceSource.js'
import { readServiceConfig } from './readServiceConfig.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

/** A fixture of a CoinGecko-style simple price API on 127.0.0.1: what it answers, and what it was asked. */
let fixture: Server
let fixtureUrl: string
const asked: string[] = []
let answer: (url: URL) => { status: number; body: string } = () => ({ status: 500, body: '' })

beforeAll(async () => {
  fixture = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture')
    asked.push(`${url.pathname}${url.search} key=${request.headers['x-api-key'] ?? ''}`)
    const { status, body } = answer(url)
    response.writeHead(status, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve))
  fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}/api/v3`
})
afterAll(async () => {
  await new Promise((resolve) => fixture?.close(resolve))
})

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const uni = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'

function priceApi(url: URL) {
  if (url.pathname === '/api/v3/simple/price' && url.searchParams.get('ids') === 'ethereum')
    return { status: 200, body: JSON.stringify({ ethereum: { usd: 3456.78 } }) }
  if (url.pathname === '/api/v3/simple/token_price/ethereum') {
    const known: Record<string, number> = { [usdc.toLowerCase()]: 0.9998, [uni.toLowerCase()]: 7.25 }
    const wanted = (url.searchParams.get('contract_addresses') ?? '').split(',')
    return {
      status: 200,
      body: JSON.stringify(
        Object.fromEntries(wanted.filter((a) => a in known).map((a) => [a, { usd: known[a] }])),
      ),
    }
  }
  return { status: 404, body: '{"error":"not found"}' }
}

describe('createHttpPriceSource: USD prices from a CoinGecko-style HTTP API', () => {
  it('asks /simple/price for the native coin and /simple/token_price for the ERC-20s of a configured chain', async () => {
    answer = priceApi
    asked.length = 0
    const source = createHttpPriceSource({
      url: `${fixtureUrl}/`,
      networks: { '1': { platform: 'ethereum', nativeCoinId: 'ethereum' } },
      headers: { 'x-api-key': 'k1' },
    })
    const prices = await source.pricesUsd(1, [
      nativeTokenAddress,
      usdc,
      uni,
      '0x000000000000000000000000000000000000dEaD',
    ])
    expect(prices).toEqual(
      new Map([
        [nativeTokenAddress.toLowerCase(), 3456.78],
        [usdc.toLowerCase(), 0.9998],
        [uni.toLowerCase(), 7.25],
      ]),
    )
    expect(asked.sort()).toEqual([
      '/api/v3/simple/price?ids=ethereum&vs_currencies=usd key=k1',
      `/api/v3/simple/token_price/ethereum?contract_addresses=${usdc.toLowerCase()}%2C${uni.toLowerCase()}%2C0x000000000000000000000000000000000000dead&vs_currencies=usd key=k1`,
    ])
    // A chain the source has no platform for has no prices, and costs no request.
    asked.length = 0
    expect(await source.pricesUsd(8453, [usdc])).toEqual(new Map())
    expect(asked).toEqual([])
  })

  it('fails with a 503 prices_unavailable on an error status, a wrong shape, a timeout or a refused connection', async () => {
    const configured = { networks: { '1': { platform: 'ethereum', nativeCoinId: 'ethereum' } } }
    const source = createHttpPriceSource({ url: fixtureUrl, timeoutMs: 300, ...configured })
    for (const [respond, details] of [
      [() => ({ status: 429, body: '{}' }), /answered 429/],
      [() => ({ status: 200, body: '{"ethereum":{"usd":"cheap"}}' }), /answered no/],
      [() => ({ status: 200, body: 'not json' }), /answered no/],
    ] as const) {
      answer = respond
      const error = await source.pricesUsd(1, [nativeTokenAddress]).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(PriceSourceUnavailableError)
      expect(error).toMatchObject({
        status: 503,
        code: 'prices_unavailable',
        details: expect.stringMatching(details),
      })
    }
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const hanging = createHttpPriceSource({
      url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 200,
      ...configured,
    })
    const started = Date.now()
    await expect(hanging.pricesUsd(1, [nativeTokenAddress])).rejects.toBeInstanceOf(
      PriceSourceUnavailableError,
    )
    expect(Date.now() - started).toBeLessThan(2_000)
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
    const refused = createHttpPriceSource({ url: 'http://127.0.0.1:9', ...configured })
    await expect(refused.pricesUsd(1, [usdc])).rejects.toBeInstanceOf(PriceSourceUnavailableError)
  })

  it('refuses bad options, naming the field', () => {
    expect(() => createHttpPriceSource({ url: 'ftp://prices', networks: {} })).toThrow(/url/)
    expect(() =>
      createHttpPriceSource({
        url: fixtureUrl,
        networks: { mainnet: { platform: 'ethereum', nativeCoinId: 'ethereum' } },
      }),
    ).toThrow(/expected a chain id/)
  })
})

describe('the service with an HTTP price source', () => {
  let evm: EvmDevnet
  let service: ReferenceService
  beforeAll(async () => {
    evm = await startEvmChains({ chains: [1], basePort: 0 })
    service = await startReferenceService({
      evm,
      priceSource: createHttpPriceSource({
        url: fixtureUrl,
        networks: { '1': { platform: 'ethereum', nativeCoinId: 'ethereum' } },
      }),
    })
  })
  afterAll(async () => {
    await service?.stop()
    await evm?.stop()
  })

  it('answers /v1/fungible/price from the source, not a fixed table, and 503 while the source fails', async () => {
    const chain = evm.chains[0] as EvmDevnetChain
    const devnetUsdc = chain.tokens.find((token) => token.symbol === 'USDC')?.address ?? ''
    answer = (url) =>
      url.pathname.endsWith('/simple/price')
        ? { status: 200, body: JSON.stringify({ ethereum: { usd: 2222.5 } }) }
        : { status: 200, body: JSON.stringify({ [devnetUsdc.toLowerCase()]: { usd: 1.0002 } }) }
    const ask = () =>
      fetch(`${service.url}/v1/fungible/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          projectId: 'foyer-dev',
          currency: 'usd',
          addresses: [`eip155:1:${nativeTokenAddress}`, `eip155:1:${devnetUsdc}`],
        }),
      })
    const response = await ask()
    expect(response.status).toBe(200)
    const { fungibles } = (await response.json()) as { fungibles: { symbol: string; price: number }[] }
    expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['ETH', 2222.5],
      ['USDC', 1.0002],
    ])
    answer = () => ({ status: 500, body: '' })
    const failing = await ask()
    expect(failing.status).toBe(503)
    expect(await failing.json()).toMatchObject({ error: 'prices_unavailable' })
  })
})

describe('a real network configured from the environment, priced by FOYER_PRICE_API', () => {
  let evm: EvmDevnet
  let service: ReferenceService
  beforeAll(async () => {
    evm = await startEvmChains({ chains: [1], basePort: 0 })
    const config = await readServiceConfig({
      FOYER_RPC_URL_1: (evm.chains[0] as EvmDevnetChain).rpcUrl,
      FOYER_PRICE_API: JSON.stringify({
        url: fixtureUrl,
        networks: { '1': { platform: 'ethereum', nativeCoinId: 'ethereum' } },
      }),
    })
    service = await startReferenceService({
      ...(config.evm ? { evm: config.evm } : {}),
      ...(config.priceSource ? { priceSource: config.priceSource } : {}),
    })
  })
  afterAll(async () => {
    await service?.stop()
    await evm?.stop()
  })

  it('shows the native balance at the price source’s price (no fixed table), and price 0 while the source fails', async () => {
    const owner = evm.accounts[3]?.address ?? ''
    const balance = async () => {
      const response = await fetch(
        `${service.url}/v1/account/${owner}/balance?projectId=foyer-dev&currency=usd`,
      )
      expect(response.status).toBe(200)
      const { balances } = (await response.json()) as {
        balances: { symbol: string; price: number; value: number; quantity: { numeric: string } }[]
      }
      return balances
    }
    answer = (url) =>
      url.pathname.endsWith('/simple/price')
        ? { status: 200, body: JSON.stringify({ ethereum: { usd: 2222.5 } }) }
        : { status: 404, body: '{}' }
    const [eth] = await balance()
    expect(eth).toMatchObject({ symbol: 'ETH', price: 2222.5 })
    expect(eth?.value).toBeCloseTo(Number(eth?.quantity.numeric) * 2222.5, 6)
    answer = () => ({ status: 500, body: '' })
    const [unpriced] = await balance()
    expect(unpriced).toMatchObject({ symbol: 'ETH', price: 0, value: 0 })
    expect(unpriced?.quantity.numeric).toBe(eth?.quantity.numeric)
  })
})
