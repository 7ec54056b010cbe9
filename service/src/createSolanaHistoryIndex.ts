import * as z from 'zod'
import { callSolanaRpc } from './callSolanaRpc.js'
import type { SolanaClusterReader } from './createSolanaClusterReaders.js'
import type { SolanaIndexSettings } from './indexers/chainIndexing.js'
import { systemProgramAddress } from './solanaPrograms.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** One value moving in a Solana transaction: `mint` null for SOL (lamports). */
export type SolanaMovement = {
  mint: string | null
  decimals: number
  from: string
  to: string
  amount: bigint
}

export type IndexedSolanaTransaction = {
  cluster: SolanaClusterReader
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  feePayer: string
  status: 'confirmed' | 'failed'
  movements: SolanaMovement[]
}

export type SolanaHistoryIndex = {
  /** Every transaction of the cluster that concerns `address` (as a signer, an account or a token owner). */
  transactionsOf: (address: string) => Promise<IndexedSolanaTransaction[]>
}

type Integer = number | string
type RpcTokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}
type RpcTransaction = {
  slot: Integer
  blockTime: Integer | null
  meta: {
    err: unknown
    fee: Integer
    preBalances: Integer[]
    postBalances: Integer[]
    preTokenBalances?: RpcTokenBalance[]
    postTokenBalances?: RpcTokenBalance[]
  } | null
  transaction: { message: { accountKeys: string[] } }
}

const startRow = z.object({ start_block: z.coerce.number() })

/**
 * Indexes one cluster of the local Solana endpoint through its JSON-RPC: `getSignaturesForAddress`, then
 * `getTransaction` once per signature (a processed transaction never changes), turned into value movements
 * from the balances before and after.
 */
export function createSolanaHistoryIndex(
  cluster: SolanaClusterReader,
  { store, settings }: { store: ServiceStore; settings: SolanaIndexSettings },
): SolanaHistoryIndex {
  const transactions = new Map<string, Promise<IndexedSolanaTransaction | null>>()
  let startSlot: Promise<number> | undefined

  /** The configured start slot, or the one stored at the first start (the slot then, for `"head"`). */
  async function readStartSlot(): Promise<number> {
    if (settings.startSlot !== 'head') return settings.startSlot
    const key = [cluster.caip2, 'solana-history']
    const [stored] = await store.query(
      startRow,
      'SELECT start_block FROM chain_index_cursors WHERE chain = $1 AND indexed = $2',
      key,
    )
    if (stored) return stored.start_block
    const slot = await callSolanaRpc<number>(cluster.url, 'getSlot', [{ commitment: 'confirmed' }])
    await store.execute(
      `INSERT INTO chain_index_cursors (chain, indexed, start_block, last_block, last_hash)
       VALUES ($1, $2, $3, $3, NULL) ON CONFLICT DO NOTHING`,
      [...key, slot],
    )
    const [row] = await store.query(
      startRow,
      'SELECT start_block FROM chain_index_cursors WHERE chain = $1 AND indexed = $2',
      key,
    )
    return row?.start_block ?? slot
  }

  function transaction(signature: string): Promise<IndexedSolanaTransaction | null> {
    let indexed = transactions.get(signature)
    if (!indexed) {
      indexed = callSolanaRpc<RpcTransaction | null>(cluster.url, 'getTransaction', [
        signature,
        { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      ]).then((record) => (record ? indexTransaction(cluster, signature, record) : null))
      indexed.catch(() => transactions.delete(signature))
      transactions.set(signature, indexed)
    }
    return indexed
  }

  return {
    async transactionsOf(address) {
      startSlot ??= readStartSlot()
      startSlot.catch(() => {
        startSlot = undefined
      })
      const oldest = await startSlot
      const signatures: string[] = []
      let before: string | undefined
      for (let page = 0; page < settings.maxPages; page++) {
        const batch = await callSolanaRpc<{ signature: string; slot: number }[]>(
          cluster.url,
          'getSignaturesForAddress',
          [address, { limit: settings.pageSize, ...(before ? { before } : {}) }],
        )
        const kept = batch.filter((entry) => entry.slot >= oldest)
        signatures.push(...kept.map((entry) => entry.signature))
        before = batch.at(-1)?.signature
        if (batch.length < settings.pageSize || kept.length < batch.length) break
      }
      const found = await Promise.all(signatures.map(transaction))
      return found.filter((entry) => entry !== null)
    },
  }
}

function indexTransaction(
  cluster: SolanaClusterReader,
  signature: string,
  record: RpcTransaction,
): IndexedSolanaTransaction {
  const keys = record.transaction.message.accountKeys
  const feePayer = keys[0] ?? systemProgramAddress
  const meta = record.meta
  const movements: SolanaMovement[] = []
  if (meta && meta.err === null) {
    const preTokens = meta.preTokenBalances ?? []
    const postTokens = meta.postTokenBalances ?? []
    const tokenAccounts = new Set([...preTokens, ...postTokens].map((balance) => balance.accountIndex))
    // Lamports: each account's change, the fee given back to the payer; rent moved into (or out of) token
    // accounts is not a transfer of SOL, so it stays with the payer too.
    const lamports = new Map<string, bigint>()
    let payerDelta = BigInt(meta.fee)
    keys.forEach((key, index) => {
      const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
      if (tokenAccounts.has(index)) payerDelta += delta
      else if (index === 0) payerDelta += delta
      else lamports.set(key, (lamports.get(key) ?? 0n) + delta)
    })
    lamports.set(feePayer, (lamports.get(feePayer) ?? 0n) + payerDelta)
    movements.push(...pairUp(lamports, null, 9))
    // Tokens: each owner's change per mint.
    const byMint = new Map<string, { decimals: number; deltas: Map<string, bigint> }>()
    for (const [balances, sign] of [
      [preTokens, -1n],
      [postTokens, 1n],
    ] as const) {
      for (const balance of balances) {
        const owner = balance.owner ?? keys[balance.accountIndex] ?? systemProgramAddress
        const entry = byMint.get(balance.mint) ?? {
          decimals: balance.uiTokenAmount.decimals,
          deltas: new Map<string, bigint>(),
        }
        entry.deltas.set(owner, (entry.deltas.get(owner) ?? 0n) + sign * BigInt(balance.uiTokenAmount.amount))
        byMint.set(balance.mint, entry)
      }
    }
    for (const [mint, { decimals, deltas }] of byMint) movements.push(...pairUp(deltas, mint, decimals))
  }
  return {
    cluster,
    signature,
    slot: Number(record.slot),
    blockTime: Number(record.blockTime ?? 0),
    feePayer,
    status: meta?.err === null ? 'confirmed' : 'failed',
    movements,
  }
}

/**
 * Matches the accounts that lost an asset with those that gained it, in account order. What no account lost
 * was minted (from the System Program address, as EVM's zero address); what none gained was burned.
 */
function pairUp(deltas: Map<string, bigint>, mint: string | null, decimals: number): SolanaMovement[] {
  const losers = [...deltas]
    .filter(([, delta]) => delta < 0n)
    .map(([account, delta]) => ({ account, rest: -delta }))
  const gainers = [...deltas].filter(([, delta]) => delta > 0n).map(([account, rest]) => ({ account, rest }))
  const movements: SolanaMovement[] = []
  const move = (from: string, to: string, amount: bigint) =>
    movements.push({ mint, decimals, from, to, amount })
  let loser = 0
  let gainer = 0
  while (loser < losers.length && gainer < gainers.length) {
    const out = losers[loser] as { account: string; rest: bigint }
    const into = gainers[gainer] as { account: string; rest: bigint }
    const amount = out.rest < into.rest ? out.rest : into.rest
    move(out.account, into.account, amount)
    out.rest -= amount
    into.rest -= amount
    if (out.rest === 0n) loser++
    if (into.rest === 0n) gainer++
  }
  for (const rest of losers.slice(loser))
    if (rest.rest > 0n) move(rest.account, systemProgramAddress, rest.rest)
  for (const rest of gainers.slice(gainer))
    if (rest.rest > 0n) move(systemProgramAddress, rest.account, rest.rest)
  return movements
}
