import {
  type Address,
  decodeEventLog,
  getAddress,
  type Hex,
  parseAbi,
  type RpcLog,
  type Transaction,
  type TransactionReceipt,
  toHex,
  zeroAddress,
} from 'viem'
import * as z from 'zod'
import { nativeTokenAddress } from './blockchainInputs.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import type { EvmIndexSettings } from './indexers/chainIndexing.js'
import { UpstreamError } from './serviceErrors.js'
import type { ServiceStore, StoreQueryable } from './storage/serviceStore.js'

const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const transferSingleTopic = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
const transferBatchTopic = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'
const erc1155Abi = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])
const approveSelector = '0x095ea7b3'
const blocksPerRound = 25
const indexedThing = 'evm-history'

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

/**
 * Where history comes from for one chain: the built-in index (`createEvmHistoryIndex`) or an external indexer's
 * adapter (`createEtherscanHistoryIndex`). The NFT route replays the same transactions.
 */
export type EvmHistoryIndex = {
  /** Every known transaction that concerns `address`, in no particular order. */
  transactionsOf: (address: string) => Promise<IndexedTransaction[]>
}

export type CreateEvmHistoryIndexParameters = {
  store: ServiceStore
  settings: EvmIndexSettings
}

const hexString = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const address = z.string().transform((value) => getAddress(value))
const storedEntry = z.object({
  hash: hexString,
  blockNumber: z.coerce.bigint(),
  transactionIndex: z.number().int(),
  timestamp: z.number().int(),
  from: address,
  to: address.nullable(),
  nonce: z.number().int(),
  status: z.enum(['confirmed', 'failed']),
  kind: z.enum(['trade', 'deploy', 'approve', 'call']),
  movements: z.array(
    z.object({
      kind: z.enum(['native', 'erc20', 'nft']),
      token: address.nullable(),
      tokenId: z.coerce.bigint().optional(),
      from: address,
      to: address,
      amount: z.coerce.bigint(),
    }),
  ),
})
const entryRow = z.object({ entry: z.unknown() })
const cursorRow = z.object({
  start_block: z.coerce.bigint(),
  last_block: z.coerce.bigint(),
  last_hash: z.string().nullable(),
})

/**
 * The built-in index of one EVM chain, kept in the service's database. It reads `Transfer` logs (ERC-20, ERC-721,
 * ERC-1155) with `eth_getLogs` in windows of `blockWindow` blocks from `startBlock` up to the head less
 * `confirmations`, and, with `walkBlocks`, every block of each window for native transfers. The cursor (last
 * block and its hash) is stored with what it found, in one transaction, under a lock every process shares: a
 * restart resumes from it and two processes never index a window twice. A replaced chain (its block at the cursor
 * has another hash) is indexed again from the start block.
 */
export function createEvmHistoryIndex(
  reader: EvmChainReader,
  { store, settings }: CreateEvmHistoryIndexParameters,
): EvmHistoryIndex {
  const chainKey = reader.caip2
  const chainId = reader.chain.chainId
  let window = settings.blockWindow
  let syncing: Promise<void> | undefined

  async function readCursor(queryable: StoreQueryable) {
    const [row] = await queryable.query(
      cursorRow,
      'SELECT start_block, last_block, last_hash FROM chain_index_cursors WHERE chain = $1 AND indexed = $2',
      [chainKey, indexedThing],
    )
    return row
  }

  async function sync(): Promise<void> {
    const head = await reader.client.getBlockNumber({ cacheTime: 0 })
    const safe = head - BigInt(settings.confirmations)
    let cursor = await readCursor(store)
    if (!cursor) {
      const start = settings.startBlock === 'head' ? (safe > 0n ? safe : 0n) : BigInt(settings.startBlock)
      await store.execute(
        `INSERT INTO chain_index_cursors (chain, indexed, start_block, last_block, last_hash)
         VALUES ($1, $2, $3, $4, NULL) ON CONFLICT DO NOTHING`,
        [chainKey, indexedThing, start.toString(), (start - 1n).toString()],
      )
      cursor = await readCursor(store)
      if (!cursor) return
    } else if (cursor.last_hash !== null) {
      const tip =
        cursor.last_block <= head
          ? await reader.client.getBlock({ blockNumber: cursor.last_block })
          : undefined
      if (tip?.hash !== cursor.last_hash) cursor = await restart(cursor.start_block)
    }
    let last = cursor.last_block
    while (last < safe) {
      const from = last + 1n
      const to = from + BigInt(window) - 1n < safe ? from + BigInt(window) - 1n : safe
      let found: IndexedTransaction[]
      try {
        found = await indexWindow(from, to)
      } catch (error) {
        if (window > 1 && isRangeRefusal(error)) {
          window = Math.max(1, Math.floor(window / 2))
          continue
        }
        throw error
      }
      const tip = await reader.client.getBlock({ blockNumber: to })
      await store.transaction(async (transaction) => {
        for (const entry of found) await save(transaction, entry)
        await transaction.execute(
          'UPDATE chain_index_cursors SET last_block = $3, last_hash = $4 WHERE chain = $1 AND indexed = $2',
          [chainKey, indexedThing, to.toString(), tip.hash],
        )
      })
      last = to
    }
  }

  async function restart(startBlock: bigint) {
    await store.transaction(async (transaction) => {
      await transaction.execute('DELETE FROM evm_history_addresses WHERE chain_id = $1', [chainId])
      await transaction.execute('DELETE FROM evm_history_transactions WHERE chain_id = $1', [chainId])
      await transaction.execute(
        'UPDATE chain_index_cursors SET last_block = $3, last_hash = NULL WHERE chain = $1 AND indexed = $2',
        [chainKey, indexedThing, (startBlock - 1n).toString()],
      )
    })
    return { start_block: startBlock, last_block: startBlock - 1n, last_hash: null }
  }

  async function indexWindow(from: bigint, to: bigint): Promise<IndexedTransaction[]> {
    const logs = await reader.client.request({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: toHex(from),
          toBlock: toHex(to),
          topics: [[transferTopic, transferSingleTopic, transferBatchTopic]],
        },
      ],
    })
    const blocks = new Map<bigint, Promise<{ timestamp: bigint; transactions: Transaction[] }>>()
    const blockOf = (number: bigint) => {
      let block = blocks.get(number)
      if (!block) {
        block = reader.client.getBlock({ blockNumber: number, includeTransactions: true })
        blocks.set(number, block)
      }
      return block
    }
    const wanted = new Map<Hex, bigint>()
    for (const log of logs as RpcLog[]) {
      if (log.transactionHash && log.blockNumber) wanted.set(log.transactionHash, BigInt(log.blockNumber))
    }
    if (settings.walkBlocks) {
      for (let start = from; start <= to; start += BigInt(blocksPerRound)) {
        const numbers: bigint[] = []
        for (let number = start; number <= to && number < start + BigInt(blocksPerRound); number++)
          numbers.push(number)
        const walked = await Promise.all(numbers.map(blockOf))
        walked.forEach((block, offset) => {
          for (const transaction of block.transactions)
            wanted.set(transaction.hash, numbers[offset] as bigint)
        })
      }
    }
    const entries: IndexedTransaction[] = []
    const hashes = [...wanted]
    for (let start = 0; start < hashes.length; start += blocksPerRound) {
      const round = hashes.slice(start, start + blocksPerRound)
      entries.push(
        ...(await Promise.all(
          round.map(async ([hash, blockNumber]) => {
            const [block, receipt] = await Promise.all([
              blockOf(blockNumber),
              reader.client.getTransactionReceipt({ hash }),
            ])
            const transaction = block.transactions.find((candidate) => candidate.hash === hash)
            if (!transaction) throw new Error(`Transaction ${hash} is missing from block ${blockNumber}`)
            return describeTransaction(reader, transaction, receipt, Number(block.timestamp))
          }),
        )),
      )
    }
    return entries
  }

  async function save(transaction: StoreQueryable, entry: IndexedTransaction) {
    const { reader: _reader, involved, ...stored } = entry
    const json = JSON.stringify(stored, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
    await transaction.execute(
      `INSERT INTO evm_history_transactions (chain_id, hash, block_number, entry) VALUES ($1, $2, $3, $4)
       ON CONFLICT (chain_id, hash) DO UPDATE SET block_number = EXCLUDED.block_number, entry = EXCLUDED.entry`,
      [chainId, entry.hash, entry.blockNumber.toString(), json],
    )
    for (const concerned of involved) {
      await transaction.execute(
        'INSERT INTO evm_history_addresses (chain_id, address, hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [chainId, concerned, entry.hash],
      )
    }
  }

  return {
    async transactionsOf(address) {
      syncing ??= store.withLock(`${indexedThing}:${chainKey}`, sync).finally(() => {
        syncing = undefined
      })
      const current = syncing
      current.catch(() => {})
      let timer: NodeJS.Timeout | undefined
      try {
        const wait = settings.requestWaitMs
        await Promise.race([
          current,
          ...(wait === null ? [] : [new Promise((resolve) => (timer = setTimeout(resolve, wait)))]),
        ])
      } catch (error) {
        throw new UpstreamError(`Indexing ${chainKey}`, error)
      } finally {
        clearTimeout(timer)
      }
      const rows = await store.query(
        entryRow,
        `SELECT t.entry FROM evm_history_addresses a
         JOIN evm_history_transactions t ON t.chain_id = a.chain_id AND t.hash = a.hash
         WHERE a.chain_id = $1 AND a.address = $2`,
        [chainId, address.toLowerCase()],
      )
      return rows.map(({ entry }) => {
        const stored = storedEntry.parse(typeof entry === 'string' ? JSON.parse(entry) : entry)
        return { ...stored, reader, involved: involvedIn(stored) }
      })
    },
  }
}

/** The node refused a window as too wide or too full (each provider words it its own way). */
function isRangeRefusal(error: unknown): boolean {
  const texts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const item = current as { message?: unknown; details?: unknown; code?: unknown; cause?: unknown }
    if (item.code === -32005) return true
    texts.push(String(item.message ?? ''), String(item.details ?? ''))
    current = item.cause
  }
  return /range|too many|too large|limit exceeded|exceed|more than \d+ results|response size/i.test(
    texts.join(' '),
  )
}

function involvedIn(entry: Pick<IndexedTransaction, 'from' | 'to' | 'movements'>): Set<string> {
  const involved = new Set<string>([entry.from.toLowerCase()])
  if (entry.to) involved.add(entry.to.toLowerCase())
  for (const movement of entry.movements) {
    involved.add(movement.from.toLowerCase())
    involved.add(movement.to.toLowerCase())
  }
  involved.delete(zeroAddress)
  return involved
}

/**
 * One mined transaction as value movements: native value and token transfers. A call to the chain's swap router
 * (Uniswap's SwapRouter02) is a trade, its Transfer logs the movements.
 */
export function describeTransaction(
  reader: EvmChainReader,
  transaction: Transaction,
  receipt: TransactionReceipt,
  timestamp: number,
): IndexedTransaction {
  const router = reader.chain.router.toLowerCase()
  const isTrade = router !== zeroAddress && transaction.to?.toLowerCase() === router
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
  for (const log of receipt.logs) movements.push(...movementsOfLog(log))
  const kind: IndexedTransaction['kind'] = isTrade
    ? 'trade'
    : transaction.to === null
      ? 'deploy'
      : transaction.input.startsWith(approveSelector)
        ? 'approve'
        : 'call'
  const entry = {
    hash: transaction.hash,
    blockNumber: receipt.blockNumber,
    transactionIndex: receipt.transactionIndex,
    timestamp,
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
  } as const
  return { ...entry, reader, involved: involvedIn({ ...entry, from: transaction.from }) }
}

function movementsOfLog(log: TransactionReceipt['logs'][number]): Movement[] {
  const topic = log.topics[0]
  if (topic === transferTopic && log.topics.length >= 3) {
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (log.topics.length === 4) {
      const tokenId = BigInt(log.topics[3] as Hex)
      return [{ kind: 'nft', token: getAddress(log.address), tokenId, from, to, amount: 1n }]
    }
    if (log.data.length >= 66)
      return [
        { kind: 'erc20', token: getAddress(log.address), from, to, amount: BigInt(log.data.slice(0, 66)) },
      ]
    return []
  }
  if (topic === transferSingleTopic || topic === transferBatchTopic) {
    try {
      const event = decodeEventLog({ abi: erc1155Abi, data: log.data, topics: log.topics })
      const token = getAddress(log.address)
      const { from, to } = event.args
      if (event.eventName === 'TransferSingle')
        return [{ kind: 'nft', token, tokenId: event.args.id, from, to, amount: event.args.value }]
      return event.args.ids.map((tokenId, index) => ({
        kind: 'nft' as const,
        token,
        tokenId,
        from,
        to,
        amount: event.args.values[index] ?? 0n,
      }))
    } catch {
      return []
    }
  }
  return []
}

function topicAddress(topic: Hex | undefined): Address {
  return getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)
}
