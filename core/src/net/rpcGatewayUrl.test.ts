import { describe, expect, it } from 'vitest'
import { rpcGatewayUrl } from './rpcGatewayUrl.js'

describe('rpcGatewayUrl', () => {
  it('puts chainId and projectId in the query', () => {
    expect(rpcGatewayUrl({ baseUrl: 'http://127.0.0.1:8545/', chainId: 'eip155:1', projectId: 'p1' })).toBe(
      'http://127.0.0.1:8545/v1/?chainId=eip155%3A1&projectId=p1',
    )
  })

  it('keeps a base path', () => {
    expect(
      rpcGatewayUrl({ baseUrl: 'http://127.0.0.1:9000/rpc', chainId: 'eip155:42161', projectId: 'p 2' }),
    ).toBe('http://127.0.0.1:9000/rpc/v1/?chainId=eip155%3A42161&projectId=p+2')
  })
})
