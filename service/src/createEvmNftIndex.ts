import { type Address, erc721Abi } from 'viem'
import type { EvmChainReader } from './createEvmChainReaders.js'
import type { EvmHistoryIndex } from './createEvmHistoryIndex.js'

/** One ERC-721 token an address holds now. */
export type HeldNft = {
  reader: EvmChainReader
  contract: Address
  tokenId: bigint
  collection: { name: string; symbol: string }
  isSpam: boolean
  /** Order of the transfer that brought it in (block, then index): newest first when sorted descending. */
  receivedAt: [blockNumber: number, transactionIndex: number]
}

export type EvmNftIndex = {
  /** The NFTs `address` holds on this chain, replayed from the transfers its history source knows. */
  nftsOf: (address: string) => Promise<HeldNft[]>
}

/**
 * Ownership of NFTs on one chain, from the NFT movements of its history source (the built-in index's `Transfer`
 * logs from its start block, or an external indexer's).
 */
export function createEvmNftIndex(reader: EvmChainReader, history: EvmHistoryIndex): EvmNftIndex {
  const collections = new Map<string, Promise<{ name: string; symbol: string }>>()
  const collectionOf = (contract: Address) => {
    const key = contract.toLowerCase()
    let info = collections.get(key)
    if (!info) {
      const read = (functionName: 'name' | 'symbol') =>
        reader.client.readContract({ address: contract, abi: erc721Abi, functionName }).then(
          (value) => String(value),
          () => '',
        )
      info = Promise.all([read('name'), read('symbol')]).then(([name, symbol]) => ({
        name: name || 'Unknown collection',
        symbol,
      }))
      collections.set(key, info)
    }
    return info
  }

  return {
    async nftsOf(address) {
      const viewer = address.toLowerCase()
      const transactions = (await history.transactionsOf(address)).sort(
        (a, b) => Number(a.blockNumber - b.blockNumber) || a.transactionIndex - b.transactionIndex,
      )
      const held = new Map<string, Omit<HeldNft, 'collection'>>()
      for (const transaction of transactions) {
        for (const movement of transaction.movements) {
          if (movement.kind !== 'nft' || !movement.token || movement.tokenId === undefined) continue
          const key = `${movement.token.toLowerCase()}:${movement.tokenId}`
          if (movement.to.toLowerCase() === viewer) {
            held.set(key, {
              reader,
              contract: movement.token,
              tokenId: movement.tokenId,
              isSpam: movement.token.toLowerCase() === reader.chain.spamNft.toLowerCase(),
              receivedAt: [Number(transaction.blockNumber), transaction.transactionIndex],
            })
          } else if (movement.from.toLowerCase() === viewer) {
            held.delete(key)
          }
        }
      }
      return Promise.all(
        [...held.values()].map(async (nft) => ({ ...nft, collection: await collectionOf(nft.contract) })),
      )
    },
  }
}
