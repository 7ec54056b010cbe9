import {
  deployNftCollection,
  type EvmDevnet,
  type EvmDevnetChain,
  foyerSpamNftAbi,
  startEvmChains,
  toViemChain,
} from '@foyer/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const nftsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      chainId: z.string(),
      contract: z.string(),
      tokenId: z.string(),
      name: z.string(),
      collection: z.object({ name: z.string(), symbol: z.string() }),
      image: z.object({ url: z.string() }),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  next: z.string().nullable(),
})

let evm: EvmDevnet
let service: ReferenceService
let chain: EvmDevnetChain

beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  service = await startReferenceService({ evm })
  chain = evm.chains[0] as EvmDevnetChain
}, 120_000)
afterAll(async () => {
  await service?.stop()
  await evm?.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${service.url}${path}${path.includes('?') ? '&' : '?'}projectId=foyer-dev`)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('GET /v1/account/{address}/nfts', () => {
  it('lists held ERC-721s from Transfer logs, spam flagged, newest first, paged, following transfers', async () => {
    const [minter, holder] = evm.accounts as [EvmDevnet['accounts'][0], EvmDevnet['accounts'][0]]
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    const badges = await deployNftCollection({
      chain,
      privateKey: minter.privateKey,
      name: 'Foyer Badges',
      symbol: 'BADGE',
      recipients: [holder.address],
      perRecipient: 2,
    })

    const all = nftsSchema.parse((await get(`/v1/account/${holder.address}/nfts?chainId=eip155:1`)).body)
    const badgesHeld = all.data.filter((nft) => nft.contract === badges)
    expect(badgesHeld.map((nft) => [nft.name, nft.flags.is_spam])).toEqual([
      ['Foyer Badges #2', false],
      ['Foyer Badges #1', false],
    ])
    const spam = all.data.filter((nft) => nft.flags.is_spam)
    expect(spam.length).toBeGreaterThan(0)
    expect(spam.every((nft) => nft.contract === chain.spamNft && nft.collection.symbol === 'CLAIM')).toBe(
      true,
    )
    expect(all.data[0]?.contract).toBe(badges)

    const first = nftsSchema.parse((await get(`/v1/account/${holder.address}/nfts?limit=1`)).body)
    expect(first.data).toHaveLength(1)
    expect(first.next).toBe('1')
    const second = nftsSchema.parse(
      (await get(`/v1/account/${holder.address}/nfts?limit=1&cursor=${first.next}`)).body,
    )
    expect(second.data[0]?.id).toBe(all.data[1]?.id)

    const wallet = createWalletClient({
      account: privateKeyToAccount(holder.privateKey),
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    const transfer = await wallet.writeContract({
      address: badges,
      abi: foyerSpamNftAbi,
      functionName: 'transferFrom',
      args: [holder.address, fresh, 1n],
    })
    // Mined before the service is asked (anvil mines on its next turn, which a busy machine can delay).
    await createPublicClient({
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    }).waitForTransactionReceipt({
      hash: transfer,
    })
    // The service answers within its wait from what it has indexed and catches up behind: on a busy machine the
    // transfer can show a request later.
    const heldBadges = async () =>
      nftsSchema
        .parse((await get(`/v1/account/${holder.address}/nfts`)).body)
        .data.filter((nft) => nft.contract === badges)
        .map((nft) => nft.tokenId)
    await expect.poll(heldBadges, { timeout: 20_000 }).toEqual(['2'])
    const received = nftsSchema.parse((await get(`/v1/account/${fresh}/nfts`)).body)
    expect(received.data.map((nft) => nft.name)).toEqual(['Foyer Badges #1'])
  })

  it('answers an empty list for Solana and 400 for a bad address or cursor', async () => {
    const solana = await get('/v1/account/9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin/nfts')
    expect(solana).toEqual({ status: 200, body: { data: [], next: null } })
    const bad = await get('/v1/account/nope/nfts')
    expect(bad.status).toBe(400)
    expect((bad.body as { message: string }).message).toMatch(/path parameter "address"/)
    const badCursor = await get(`/v1/account/${evm.accounts[0]?.address}/nfts?cursor=x`)
    expect(badCursor.status).toBe(400)
  })
})
