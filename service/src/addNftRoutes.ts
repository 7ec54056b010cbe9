import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { caip2ChainId, evmAddress, solanaAddress } from './blockchainInputs.js'
import { createEvmNftIndex, type HeldNft } from './createEvmNftIndex.js'
import { createEvmHistorySource } from './indexers/createEvmHistorySource.js'
import { parseInput } from './parseInput.js'
import { InvalidInputError } from './serviceErrors.js'

const cursorSchema = z
  .string()
  .regex(/^\d{1,6}$/, 'Expected a cursor from a previous page')
  .transform(Number)

const nftsQuery = z.object({
  chainId: caip2ChainId.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/**
 * `GET /v1/account/{address}/nfts` (chainId, cursor, limit): the ERC-721 tokens an address holds, newest first,
 * computed from the local chains' `Transfer` logs. Each has `flags.is_spam` (the devnet's spam collection).
 * Answers `{ data, next }` like history; Solana addresses hold none here.
 */
export function addNftRoutes(context: BlockchainApiContext): void {
  const indexes = context.readers.all.map((reader) => ({
    reader,
    index: createEvmNftIndex(reader, createEvmHistorySource(reader, context.indexing, context.store)),
  }))

  context.add('GET', '/v1/account/:address/nfts', async (request) => {
    const query = parseInput(nftsQuery, request.query, 'query parameter')
    const raw = (request.params.address ?? '').replace(/^(eip155|solana):[^:]+:/, '')
    const evm = evmAddress.safeParse(raw)
    if (!evm.success) {
      if (solanaAddress.safeParse(raw).success) return { json: { data: [], next: null } }
      throw new InvalidInputError('Invalid path parameter "address": expected an EVM or Solana address')
    }
    if (query.chainId?.startsWith('solana:')) return { json: { data: [], next: null } }
    const selected = query.chainId ? [context.readers.get(query.chainId)] : context.readers.all
    const lists = await Promise.all(
      indexes.filter(({ reader }) => selected.includes(reader)).map(({ index }) => index.nftsOf(evm.data)),
    )
    const ordered = lists
      .flat()
      .sort(
        (a, b) =>
          b.receivedAt[0] - a.receivedAt[0] ||
          b.receivedAt[1] - a.receivedAt[1] ||
          Number(b.tokenId - a.tokenId),
      )
    const start = query.cursor ?? 0
    const page = ordered.slice(start, start + query.limit)
    const next = start + page.length < ordered.length ? String(start + page.length) : null
    return { json: { data: page.map((nft) => describeNft(nft, request.baseUrl)), next } }
  })
}

function describeNft(nft: HeldNft, baseUrl: string) {
  const tokenId = nft.tokenId.toString()
  return {
    id: `${nft.reader.caip2}:${nft.contract}:${tokenId}`,
    chainId: nft.reader.caip2,
    contract: nft.contract,
    tokenId,
    name: `${nft.collection.name} #${tokenId}`,
    collection: { name: nft.collection.name, symbol: nft.collection.symbol },
    image: { url: `${baseUrl}/public/getAssetImage/nft-${tokenId}`, content_type: 'image/svg+xml' },
    flags: { is_spam: nft.isSpam },
  }
}
