import * as z from 'zod/mini'

/** One NFT of `GET /v1/account/{address}/nfts`. */
export const NftSchema = z.object({
  /** `<CAIP-2 chain>:<contract>:<token id>`. */
  id: z.string(),
  /** CAIP-2 id of the chain it lives on. */
  chainId: z.string(),
  contract: z.string(),
  tokenId: z.string(),
  name: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  image: z.optional(z.object({ url: z.string(), content_type: z.optional(z.string()) })),
  flags: z.object({ is_spam: z.boolean() }),
})
export type Nft = z.infer<typeof NftSchema>

/**
 * `GET /v1/account/{address}/nfts?chainId=&cursor=`: the ERC-721 tokens an account holds, newest first, with the
 * cursor of the next page (`null` on the last one), in the style of the history endpoint.
 */
export const NftsResponseSchema = z.object({ data: z.array(NftSchema), next: z.nullable(z.string()) })
export type NftsResponse = z.infer<typeof NftsResponseSchema>
