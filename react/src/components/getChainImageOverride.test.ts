import { createKernel } from '@foyer/core'
import { arbitrum, mainnet, sepolia } from '@foyer/core/networks'
import { describe, expect, it } from 'vitest'
import { getNetworkImageUrl } from './getNetworkImageUrl.js'

describe('chainImages', () => {
  it("replaces a network's image, keyed by chain id or CAIP-2 id; other networks keep theirs", () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, arbitrum, sepolia],
      walletApiUrl: 'http://127.0.0.1:9/',
      chainImages: { 1: 'https://img.example/eth.png', 'eip155:42161': 'https://img.example/arb.png' },
    })
    expect(getNetworkImageUrl(kernel, mainnet)).toBe('https://img.example/eth.png')
    expect(getNetworkImageUrl(kernel, arbitrum, { builtIn: true })).toBe('https://img.example/arb.png')
    expect(getNetworkImageUrl(kernel, sepolia, { builtIn: true })).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/.*getAssetImage/,
    )
  })
})
