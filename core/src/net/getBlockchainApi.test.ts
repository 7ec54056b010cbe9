import { afterEach, describe, expect, it } from 'vitest'
import { getBlockchainApi } from './getBlockchainApi.js'
import { startTestServer, type TestServer } from './startTestServer.test-utils.js'

let server: TestServer | undefined
afterEach(() => server?.close())

describe('getBlockchainApi', () => {
  it('is undefined without a URL, prefers blockchainApiUrl, and sends projectId and clientId on every call', async () => {
    expect(getBlockchainApi({ projectId: 'p1' })).toBeUndefined()
    server = await startTestServer(() => ({ body: { name: null, avatar: null } }))
    const api = getBlockchainApi({
      projectId: 'p1',
      clientId: 'c-1',
      apiUrl: 'http://127.0.0.1:1',
      blockchainApiUrl: server.url,
    })
    await api?.getIdentity({ address: '0x0000000000000000000000000000000000000001' })
    await api?.getIdentity({ address: '0x0000000000000000000000000000000000000002' })
    expect(server.requests.map((request) => request.query)).toEqual([
      { projectId: 'p1', clientId: 'c-1' },
      { projectId: 'p1', clientId: 'c-1' },
    ])
  })
})
