import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HistoryResponseSchema } from '@foyer/core/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readServiceConfig } from '../readServiceConfig.js'
import { type ReferenceService, startReferenceService } from '../startReferenceService.js'

const viewer = '0x1111111111111111111111111111111111111111'
const friend = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const collection = '0x4444444444444444444444444444444444444444'
const hashOf = (digit: string) => `0x${digit.repeat(64)}`

/** Rows as Etherscan's account API documents them (strings throughout). */
const fixtures: Record<string, unknown[]> = {
  txlist: [
    {
      blockNumber: '19000010',
      timeStamp: '1700000100',
      hash: hashOf('a'),
      nonce: '7',
      transactionIndex: '3',
      from: friend,
      to: viewer,
      value: '1500000000000000000',
      isError: '0',
      txreceipt_status: '1',
      input: '0x',
      contractAddress: '',
      gasUsed: '21000',
    },
  ],
  tokentx: [
    {
      blockNumber: '19000020',
      timeStamp: '1700000200',
      hash: hashOf('b'),
      nonce: '8',
      transactionIndex: '1',
      from: viewer,
      to: friend,
      value: '2500000',
      contractAddress: token,
      tokenName: 'Test Dollar',
      tokenSymbol: 'TUSD',
      tokenDecimal: '6',
    },
  ],
  tokennfttx: [
    {
      blockNumber: '19000030',
      timeStamp: '1700000300',
      hash: hashOf('c'),
      nonce: '2',
      transactionIndex: '0',
      from: friend,
      to: viewer,
      tokenID: '42',
      contractAddress: collection,
      tokenName: 'Test Apes',
      tokenSymbol: 'TAPE',
      tokenDecimal: '0',
    },
  ],
}

let server: Server
let indexerUrl: string
let service: ReferenceService
const requests: URLSearchParams[] = []
let refuse = false

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://indexer')
    response.setHeader('content-type', 'application/json')
    if (url.pathname !== '/v2/api') {
      response.statusCode = 404
      response.end('{}')
      return
    }
    requests.push(url.searchParams)
    if (refuse || url.searchParams.get('apikey') !== 'test-key') {
      response.end(JSON.stringify({ status: '0', message: 'NOTOK', result: 'Invalid API Key' }))
      return
    }
    const rows =
      url.searchParams.get('address')?.toLowerCase() === viewer
        ? (fixtures[url.searchParams.get('action') ?? ''] ?? [])
        : []
    response.end(
      JSON.stringify(
        rows.length > 0
          ? { status: '1', message: 'OK', result: rows }
          : { status: '0', message: 'No transactions found', result: [] },
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  indexerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config = await readServiceConfig({
    FOYER_EVM_CHAINS: JSON.stringify([{ chainId: 8453, rpcUrl: `${indexerUrl}/no-rpc-here` }]),
    FOYER_INDEXER_URL: `${indexerUrl}/v2/api`,
    FOYER_INDEXER_API_KEY: 'test-key',
    FOYER_INDEXER_PAGE_SIZE: '50',
  })
  service = await startReferenceService({
    storage: { memory: true },
    ...(config.evm ? { evm: config.evm } : {}),
    chainIndexing: config.chainIndexing,
  })
})
afterAll(async () => {
  await service?.stop()
  await new Promise((resolve) => server?.close(resolve))
})

async function get(path: string) {
  const response = await fetch(`${service.url}${path}${path.includes('?') ? '&' : '?'}projectId=foyer-dev`)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('history from an Etherscan-compatible indexer', () => {
  it('answers history from txlist, tokentx and tokennfttx, asking for the chain with the key', async () => {
    requests.length = 0
    const { status, body } = await get(`/v1/account/${viewer}/history`)
    expect(status).toBe(200)
    const history = HistoryResponseSchema.parse(body)
    expect(
      history.data.map((entry) => [entry.metadata.hash, entry.metadata.operationType, entry.metadata.chain]),
    ).toEqual([
      [hashOf('c'), 'receive', 'eip155:8453'],
      [hashOf('b'), 'send', 'eip155:8453'],
      [hashOf('a'), 'receive', 'eip155:8453'],
    ])
    expect(history.data[2]?.transfers[0]).toEqual(
      expect.objectContaining({ direction: 'in', quantity: { numeric: '1.5' } }),
    )
    expect(history.data[1]?.transfers[0]).toEqual(expect.objectContaining({ direction: 'out' }))
    expect(history.data[0]?.transfers[0]?.nft_info).toBeDefined()
    expect(requests.map((params) => params.get('action')).sort()).toEqual(['tokennfttx', 'tokentx', 'txlist'])
    for (const params of requests) {
      expect(Object.fromEntries(params)).toMatchObject({
        chainid: '8453',
        module: 'account',
        address: viewer,
        apikey: 'test-key',
        offset: '50',
        sort: 'desc',
      })
    }
  })

  it('lists the NFTs the transfers leave with the address', async () => {
    const { status, body } = await get(`/v1/account/${viewer}/nfts`)
    expect(status).toBe(200)
    const nfts = (body as { data: { token_id?: string; tokenId?: string }[] }).data
    expect(nfts).toHaveLength(1)
    expect(JSON.stringify(nfts[0])).toContain('42')
  })

  it('answers an empty history for an address the indexer has nothing for', async () => {
    const { status, body } = await get(`/v1/account/${friend.replace('2', '5')}/history`)
    expect(status).toBe(200)
    expect(HistoryResponseSchema.parse(body).data).toEqual([])
  })

  it('answers 502 naming the indexer when it refuses', async () => {
    refuse = true
    try {
      const { status, body } = await get(`/v1/account/${viewer}/history`)
      expect(status).toBe(502)
      expect(body).toMatchObject({ error: 'upstream_error' })
      expect(JSON.stringify(body)).toContain('Invalid API Key')
    } finally {
      refuse = false
    }
  })
})
