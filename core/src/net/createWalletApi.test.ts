import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HttpRequestError,
  InvalidClientParametersError,
  ResponseValidationError,
} from '../errors/transport.js'
import { createWalletApi } from './createWalletApi.js'
import { rejectionOf } from './rejectionOf.test-utils.js'
import { apiSamples } from './schemas/apiSamples.test-utils.js'
import { startTestServer, type TestServer } from './startTestServer.test-utils.js'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.query.projectId === 'bad-project') return { status: 403, body: 'Invalid projectId' }
    if (request.query.projectId === 'bad-shape') return { body: { data: 'nope' } }
    if (request.path === '/getWallets') return { body: apiSamples.wallets }
    if (request.path === '/getAnalyticsConfig') return { body: apiSamples.analyticsConfig }
    return { status: 404, body: 'not found' }
  })
})

afterAll(() => server.close())

const sdkQuery = { projectId: 'p1', st: 'appkit', sv: 'react-core-0.0.0' }

function createApi(projectId = 'p1') {
  return createWalletApi({
    baseUrl: server.url,
    projectId,
    sdkType: 'appkit',
    sdkVersion: 'react-core-0.0.0',
  })
}

describe('createWalletApi', () => {
  it('sends nothing when created', () => {
    const before = server.requests.length
    createApi()
    expect(server.requests.length).toBe(before)
  })

  it('getWallets sends the page query, arrays joined by commas, plus projectId, st and sv', async () => {
    const api = createApi()
    const before = server.requests.length
    const wallets = await api.getWallets({
      page: 2,
      entries: 40,
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'meta mask',
      badge_type: 'certified',
    })
    expect(wallets).toEqual(apiSamples.wallets)
    const request = server.requests[before]
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/getWallets')
    expect(request?.query).toEqual({
      ...sdkQuery,
      page: '2',
      entries: '40',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      include: 'a,b',
      exclude: 'c',
      search: 'meta mask',
      badge_type: 'certified',
    })
  })

  it('getWallets leaves out filters that are not given', async () => {
    const api = createApi()
    const before = server.requests.length
    await api.getWallets({ page: 1, entries: 4, include: [] })
    expect(server.requests[before]?.query).toEqual({ ...sdkQuery, page: '1', entries: '4' })
  })

  it('getAnalyticsConfig reads isAnalyticsEnabled', async () => {
    const api = createApi()
    const before = server.requests.length
    await expect(api.getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: true })
    expect(server.requests[before]).toMatchObject({ path: '/getAnalyticsConfig', query: sdkQuery })
  })

  it('builds image URLs without fetching them', () => {
    const api = createApi()
    const before = server.requests.length
    const query = 'projectId=p1&st=appkit&sv=react-core-0.0.0'
    expect(api.getWalletImageUrl('img-1')).toBe(`${server.url}/getWalletImage/img-1?${query}`)
    expect(api.getAssetImageUrl('eth')).toBe(`${server.url}/public/getAssetImage/eth?${query}`)
    expect(api.getCurrencyImageUrl('USD')).toBe(`${server.url}/public/getCurrencyImage/USD?${query}`)
    expect(api.getTokenImageUrl('a/b')).toBe(`${server.url}/public/getTokenImage/a%2Fb?${query}`)
    expect(server.requests.length).toBe(before)
  })

  it('serves the image URLs it builds from the same server paths', async () => {
    const api = createApi()
    const before = server.requests.length
    await fetch(api.getWalletImageUrl('img-1'))
    expect(server.requests[before]).toMatchObject({ path: '/getWalletImage/img-1', query: sdkQuery })
  })

  it('throws HttpRequestError on a 403', async () => {
    const error = await rejectionOf<HttpRequestError>(createApi('bad-project').getAnalyticsConfig())
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.shortMessage).toBe('HTTP status code: 403')
    expect(error.details).toBe('Invalid projectId')
  })

  it('throws ResponseValidationError on a wrong shape', async () => {
    const error = await rejectionOf<ResponseValidationError>(
      createApi('bad-shape').getWallets({ page: 1, entries: 1 }),
    )
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error.path).toBe('GET /getWallets')
    expect(error.details).toContain('data')
  })

  it('requires a projectId', () => {
    expect(() => createApi('')).toThrow(InvalidClientParametersError)
    expect(() => createApi('')).toThrow(/projectId/)
  })
})
