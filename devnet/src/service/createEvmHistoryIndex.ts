import { type Address, getAddress, type Hex, zeroAddress } from 'viem'
import type { EvmChainReader } from './createEvmChainReaders.js'

const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const approveSelector = '0x095ea7b3'
const blocksPerRound = 25

/** One value moving in a transaction: `token` null for the native coin; `tokenId` for NFTs. */
export type Movement = {
  kind: 'native' | 'erc20' | 'nft'
  token: Address | null
  tokenId?: bigint
  from: Address
  to: Address
  amount: bigint
}

export type IndexedTransaction = {
  reader: EvmChainReader
  hash: Hex
  blockNumber: bigint
  transactionIndex: number
  /** Unix seconds. */
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  kind: 'trade' | 'deploy' | 'approve' | 'call'
  movements: Movement[]
  /** Lower-case addresses this transaction concerns. */
  involved: Set<string>
}

export type EvmHistoryIndex = {
  /** Indexes blocks mined since the last call, then answers every transaction that concerns `address`. */
  transactionsOf: (address: string) => Promise<IndexedTransaction[]>
}

/** Indexes one local chain's blocks, incrementally, into per-transaction value movements. */
export function createEvmHistoryIndex(reader: EvmChainReader): EvmHistoryIndex {
  const indexed: IndexedTransaction[] = []
  let nextBlock = 0n
  let lastHash: Hex | undefined
  let syncing: Promise<void> | undefined

  async function syncOnce(): Promise<void> {
    const latest = await reader.client.getBlockNumber({ cacheTime: 0 })
    if (nextBlock > 0n) {
      // A reverted snapshot or a reset chain replaces blocks already indexed: start over.
      const tip =
        latest >= nextBlock - 1n ? await reader.client.getBlock({ blockNumber: nextBlock - 1n }) : undefined
      if (tip?.hash !== lastHash) {
        indexed.length = 0
        nextBlock = 0n
      }
    }
    while (nextBlock <= latest) {
      const last =
        nextBlock + BigInt(blocksPerRound) - 1n < latest ? nextBlock + BigInt(blocksPerRound) - 1n : latest
      const numbers: bigint[] = []
      for (let number = nextBlock; number <= last; number++) numbers.push(number)
      const blocks = await Promise.all(numbers.map((number) => indexBlock(reader, number)))
      for (const block of blocks) indexed.push(...block.transactions)
      lastHash = blocks.at(-1)?.hash ?? undefined
      nextBlock = last + 1n
    }
  }

  return {
    async transactionsOf(address) {
      syncing ??= syncOnce().finally(() => {
        syncing = undefined
      })
      await syncing
      const viewer = address.toLowerCase()
      return indexed.filter((transaction) => transaction.involved.has(viewer))
    },
  }
}

async function indexBlock(
  reader: EvmChainReader,
  blockNumber: bigint,
): Promise<{ hash: Hex | null; transactions: IndexedTransaction[] }> {
  const block = await reader.client.getBlock({ blockNumber, includeTransactions: true })
  const transactions = await Promise.all(
    block.transactions.map(async (transaction) => {
      const receipt = await reader.client.getTransactionReceipt({ hash: transaction.hash })
      // A call to the chain's swap router (Uniswap's SwapRouter02) is a trade; its Transfer logs are the movements.
      const isTrade = transaction.to?.toLowerCase() === reader.chain.router.toLowerCase()
      const movements: Movement[] = []
      if (transaction.value > 0n && transaction.to) {
        movements.push({
          kind: 'native',
          token: null,
          from: transaction.from,
          to: transaction.to,
          amount: transaction.value,
        })
      }
      for (const log of receipt.logs) {
        if (log.topics[0] !== transferTopic || log.topics.length < 3) continue
        const from = topicAddress(log.topics[1])
        const to = topicAddress(log.topics[2])
        if (log.topics.length === 4) {
          movements.push({
            kind: 'nft',
            token: getAddress(log.address),
            tokenId: BigInt(log.topics[3] as Hex),
            from,
            to,
            amount: 1n,
          })
        } else if (log.data.length >= 66) {
          movements.push({
            kind: 'erc20',
            token: getAddress(log.address),
            from,
            to,
            amount: BigInt(log.data.slice(0, 66)),
          })
        }
      }
      const kind: IndexedTransaction['kind'] = isTrade
        ? 'trade'
        : transaction.to === null
          ? 'deploy'
          : transaction.input.startsWith(approveSelector)
            ? 'approve'
            : 'call'
      const involved = new Set<string>([transaction.from.toLowerCase()])
      if (transaction.to) involved.add(transaction.to.toLowerCase())
      for (const movement of movements) {
        involved.add(movement.from.toLowerCase())
        involved.add(movement.to.toLowerCase())
      }
      involved.delete(zeroAddress)
      return {
        reader,
        hash: transaction.hash,
        blockNumber,
        transactionIndex: transaction.transactionIndex ?? 0,
        timestamp: Number(block.timestamp),
        from: getAddress(transaction.from),
        to: transaction.to
          ? getAddress(transaction.to)
          : receipt.contractAddress
            ? getAddress(receipt.contractAddress)
            : null,
        nonce: transaction.nonce,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        kind,
        movements,
        involved,
      } satisfies IndexedTransaction
    }),
  )
  return { hash: block.hash, transactions }
}

function topicAddress(topic: Hex | undefined): Address {
  return getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)
}
