import { getAddress, type Hex, zeroAddress } from 'viem'
import * as z from 'zod'
import type { EvmChainReader } from '../createEvmChainReaders.js'
import type { EvmHistoryIndex, IndexedTransaction, Movement } from '../createEvmHistoryIndex.js'
import { UpstreamError } from '../serviceErrors.js'
import type { ExternalIndexer } from './chainIndexing.js'

const approveSelector = '0x095ea7b3'
const decimal = z.string().regex(/^\d+$/)
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/) as unknown as z.ZodType<Hex>
const optionalAddress = z.string().transform((value) => (value === '' ? null : getAddress(value)))
const baseRow = {
  blockNumber: decimal,
  timeStamp: decimal,
  hash,
  nonce: decimal,
  transactionIndex: decimal.optional(),
  from: z.string().transform((value) => getAddress(value)),
  to: optionalAddress,
}
const normalRow = z.object({
  ...baseRow,
  value: decimal,
  isError: z.string().optional(),
  txreceipt_status: z.string().optional(),
  input: z.string().optional(),
  contractAddress: optionalAddress.optional(),
})
const tokenRow = z.object({
  ...baseRow,
  value: decimal,
  contractAddress: z.string().transform((value) => getAddress(value)),
})
const nftRow = z.object({
  ...baseRow,
  tokenID: decimal,
  contractAddress: z.string().transform((value) => getAddress(value)),
})
const commonRow = z.object(baseRow)
const answer = z.object({ status: z.string(), message: z.string(), result: z.unknown() })

type Action = 'txlist' | 'tokentx' | 'tokennfttx'

/**
 * History from an Etherscan-compatible account API (Etherscan v2 and the explorers that copy it): the newest
 * `pageSize` normal transactions (`txlist`, native value included), ERC-20 transfers (`tokentx`) and ERC-721
 * transfers (`tokennfttx`) of an address, merged by transaction hash. Every call names the chain in `chainid`.
 */
export function createEtherscanHistoryIndex(
  reader: EvmChainReader,
  indexer: ExternalIndexer,
): EvmHistoryIndex {
  async function list<Row extends z.ZodType>(
    action: Action,
    address: string,
    row: Row,
  ): Promise<z.output<Row>[]> {
    const url = new URL(indexer.url)
    url.searchParams.set('chainid', String(reader.chain.chainId))
    url.searchParams.set('module', 'account')
    url.searchParams.set('action', action)
    url.searchParams.set('address', address)
    url.searchParams.set('startblock', '0')
    url.searchParams.set('endblock', '9999999999')
    url.searchParams.set('page', '1')
    url.searchParams.set('offset', String(indexer.pageSize))
    url.searchParams.set('sort', 'desc')
    if (indexer.apiKey) url.searchParams.set('apikey', indexer.apiKey)
    const what = `The history indexer's ${action} for ${reader.caip2}`
    let body: unknown
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      body = await response.json()
    } catch (cause) {
      throw new UpstreamError(what, cause)
    }
    const parsed = answer.safeParse(body)
    if (!parsed.success) throw new UpstreamError(what, 'an answer of unknown shape')
    // "No transactions found" comes as status 0 with an empty list; other status-0 answers are errors.
    if (parsed.data.status !== '1') {
      if (Array.isArray(parsed.data.result) && parsed.data.result.length === 0) return []
      throw new UpstreamError(what, `refused: ${parsed.data.message} ${String(parsed.data.result)}`)
    }
    const rows = z.array(row).safeParse(parsed.data.result)
    if (!rows.success) throw new UpstreamError(what, `malformed rows: ${rows.error.issues[0]?.message ?? ''}`)
    return rows.data
  }

  return {
    async transactionsOf(address) {
      const [normal, tokens, nfts] = await Promise.all([
        list('txlist', address, normalRow),
        list('tokentx', address, tokenRow),
        list('tokennfttx', address, nftRow),
      ])
      const byHash = new Map<string, IndexedTransaction>()
      const entryOf = (row: z.output<typeof tokenRow> | z.output<typeof nftRow>) => {
        let entry = byHash.get(row.hash)
        if (!entry) {
          entry = {
            ...common(reader, row),
            to: row.to,
            status: 'confirmed',
            kind: 'call',
            movements: [],
            involved: new Set(),
          }
          byHash.set(row.hash, entry)
        }
        return entry
      }
      for (const row of normal) {
        const failed = row.isError === '1' || row.txreceipt_status === '0'
        const movements: Movement[] =
          BigInt(row.value) > 0n && row.to
            ? [{ kind: 'native', token: null, from: row.from, to: row.to, amount: BigInt(row.value) }]
            : []
        byHash.set(row.hash, {
          ...common(reader, row),
          to: row.to ?? row.contractAddress ?? null,
          status: failed ? 'failed' : 'confirmed',
          kind: row.to === null ? 'deploy' : row.input?.startsWith(approveSelector) ? 'approve' : 'call',
          movements,
          involved: new Set(),
        })
      }
      for (const row of tokens) {
        entryOf(row).movements.push({
          kind: 'erc20',
          token: row.contractAddress,
          from: row.from,
          to: row.to ?? zeroAddress,
          amount: BigInt(row.value),
        })
      }
      for (const row of nfts) {
        entryOf(row).movements.push({
          kind: 'nft',
          token: row.contractAddress,
          tokenId: BigInt(row.tokenID),
          from: row.from,
          to: row.to ?? zeroAddress,
          amount: 1n,
        })
      }
      for (const entry of byHash.values()) {
        entry.involved.add(entry.from.toLowerCase())
        if (entry.to) entry.involved.add(entry.to.toLowerCase())
        for (const movement of entry.movements) {
          entry.involved.add(movement.from.toLowerCase())
          entry.involved.add(movement.to.toLowerCase())
        }
        entry.involved.delete(zeroAddress)
      }
      return [...byHash.values()]
    },
  }
}

function common(reader: EvmChainReader, row: z.output<typeof commonRow>) {
  return {
    reader,
    hash: row.hash,
    blockNumber: BigInt(row.blockNumber),
    transactionIndex: Number(row.transactionIndex ?? 0),
    timestamp: Number(row.timeStamp),
    from: row.from,
    nonce: Number(row.nonce),
  }
}
