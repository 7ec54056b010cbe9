import * as z from 'zod'

/** How the built-in index walks one EVM chain. */
export const evmIndexSettingsSchema = z.object({
  /**
   * The first block indexed on a fresh database: a block number, or `"head"` for the chain's head (less the
   * confirmation depth) at the first start. Blocks before it are never read.
   */
  startBlock: z.union([z.number().int().min(0), z.literal('head')]),
  /** The most blocks one `eth_getLogs` call spans; halved while the node answers that a range is too large. */
  blockWindow: z.number().int().min(1).max(1_000_000),
  /** Blocks below the head left unindexed until this deep, so a shallow reorg never reaches the index. */
  confirmations: z.number().int().min(0).max(10_000),
  /**
   * Also read every block of each window for native-coin transfers (not in logs). Right for dev chains and small
   * windows; on a busy network it costs one full block per block.
   */
  walkBlocks: z.boolean(),
  /**
   * How long a request waits for the index to catch up before it answers from what is indexed (the walk goes on
   * behind it), so a long catch-up or a slow node never holds a request; `null` waits until caught up.
   */
  requestWaitMs: z.number().int().min(0).max(600_000).nullable(),
})
export type EvmIndexSettings = z.output<typeof evmIndexSettingsSchema>

/** A real network's defaults: from the head at first start, 2,000-block windows, 12 confirmations, logs only. */
export const networkIndexSettings: EvmIndexSettings = {
  startBlock: 'head',
  blockWindow: 2_000,
  confirmations: 12,
  walkBlocks: false,
  requestWaitMs: 8_000,
}

/** A dev chain's defaults: every block from 0, native transfers included, nothing held back. */
export const devChainIndexSettings: EvmIndexSettings = {
  startBlock: 0,
  blockWindow: 500,
  confirmations: 0,
  walkBlocks: true,
  requestWaitMs: null,
}

/** An Etherscan-compatible account API (`module=account&action=txlist|tokentx|tokennfttx`), e.g. Etherscan v2. */
export const externalIndexerSchema = z.object({
  kind: z.literal('etherscan'),
  /** The API endpoint, e.g. `https://api.etherscan.io/v2/api`; the chain goes in `chainid`. */
  url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }),
  apiKey: z.string().min(1).optional(),
  /** The newest entries of each list asked for (`offset`), at most 10,000. */
  pageSize: z.number().int().min(1).max(10_000).default(1_000),
})
export type ExternalIndexer = z.output<typeof externalIndexerSchema>

/** How the built-in Solana history reads an address's signatures (newest first, page by page). */
export const solanaIndexSettingsSchema = z.object({
  /**
   * The oldest slot whose transactions are listed: a slot, or `"head"` for the cluster's slot at the first start
   * (kept in the database). Paging stops at the first older signature.
   */
  startSlot: z.union([z.number().int().min(0), z.literal('head')]),
  /** Signatures per `getSignaturesForAddress` page (at most 1,000). */
  pageSize: z.number().int().min(1).max(1_000),
  /** Pages read per address and request at most: older transactions are left out. */
  maxPages: z.number().int().min(1).max(100),
})
export type SolanaIndexSettings = z.output<typeof solanaIndexSettingsSchema>

/** Dev clusters: every signature the endpoint keeps, up to 20 pages of 1,000. */
export const devSolanaIndexSettings: SolanaIndexSettings = { startSlot: 0, pageSize: 1_000, maxPages: 20 }
/** A real cluster: from the slot at the first start, the newest 1,000 signatures. */
export const networkSolanaIndexSettings: SolanaIndexSettings = {
  startSlot: 'head',
  pageSize: 1_000,
  maxPages: 1,
}

/** Where history and NFTs come from, per chain. */
export const chainIndexingSchema = z.object({
  /** Settings of the built-in index by EVM chain id; `defaults` for chains not listed. */
  evm: z.record(z.coerce.number().int().positive(), evmIndexSettingsSchema),
  defaults: evmIndexSettingsSchema,
  /** When set, EVM history and NFTs come from this API instead of the built-in index. */
  external: externalIndexerSchema.optional(),
  /** The built-in Solana history's bounds; the dev settings when absent. */
  solana: solanaIndexSettingsSchema.optional(),
})
export type ChainIndexing = z.output<typeof chainIndexingSchema>

/** What the devnet runs with: every chain a dev chain. */
export const devChainIndexing: ChainIndexing = { evm: {}, defaults: devChainIndexSettings }

/** The settings the built-in index uses for `chainId`. */
export function evmIndexSettingsFor(indexing: ChainIndexing, chainId: number): EvmIndexSettings {
  return indexing.evm[chainId] ?? indexing.defaults
}
