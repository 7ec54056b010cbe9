import { arbitrum } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { describe, expect, inject, it } from 'vitest'
import { fetchNfts, NftsResponseSchema, nfts } from './exports/index.js'

const { serviceUrl, holder, badges, spam } = inject('nftsDevnet')

describe('fetchNfts (anvil + reference service)', () => {
  it("reads the account's NFTs on the active chain, spam flagged; nothing without an address", async () => {
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      plugins: [nfts()],
      adapter: { accounts: [holder] },
    })
    const context = test.context<ReturnType<typeof nfts>>('nfts')
    await fetchNfts(context)
    expect(context.getState().status).toBe('idle')
    await test.connect()
    await fetchNfts(context)
    const state = context.getState()
    expect(state.status).toBe('ready')
    expect(
      state.nfts.filter((nft) => nft.contract === badges).map((nft) => [nft.name, nft.flags.is_spam]),
    ).toEqual([
      ['Foyer Badges #2', false],
      ['Foyer Badges #1', false],
    ])
    const spamNfts = state.nfts.filter((nft) => nft.flags.is_spam)
    expect(spamNfts.length).toBeGreaterThan(0)
    expect(
      spamNfts.every((nft) => nft.contract === spam && nft.collection.name === 'Claim Your ETH Rewards'),
    ).toBe(true)
    expect(
      state.nfts.every((nft) => nft.chainId === 'eip155:1' && nft.image?.url.startsWith(serviceUrl)),
    ).toBe(true)
    expect(state.next).toBeNull()
    test.destroy()
  })

  it('marks the list failed when the service refuses (a chain it does not serve)', async () => {
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [arbitrum],
      plugins: [nfts()],
      adapter: { accounts: [holder], chainId: arbitrum.id },
    })
    await test.connect()
    const context = test.context<ReturnType<typeof nfts>>('nfts')
    await fetchNfts(context)
    expect(context.getState()).toMatchObject({ status: 'failed', nfts: [] })
    test.destroy()
  })

  it('rejects a malformed answer with a message naming the field', () => {
    const result = NftsResponseSchema.safeParse({ data: [{ id: 'x' }], next: null })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['data', 0, 'chainId'])
  })
})
