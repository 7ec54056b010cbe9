import { type Address, erc20Abi, formatUnits, zeroAddress } from 'viem'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { caip2ChainId, evmAddress, solanaAddress } from './blockchainInputs.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import type { IndexedTransaction, Movement } from './createEvmHistoryIndex.js'
import type { OnrampOrder } from './createOnrampOrders.js'
import { solPriceUsd } from './createSolanaClusterReaders.js'
import { createSolanaHistoryIndex, type IndexedSolanaTransaction } from './createSolanaHistoryIndex.js'
import { devSolanaIndexSettings } from './indexers/chainIndexing.js'
import { createEvmHistorySource } from './indexers/createEvmHistorySource.js'
import { parseInput } from './parseInput.js'
import { InvalidInputError } from './serviceErrors.js'

type SortKey = [timestamp: number, blockNumber: number, chainId: number, transactionIndex: number]

const cursorSchema = z
  .string()
  .max(200)
  .transform((value, issue) => {
    try {
      const key = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown
      if (Array.isArray(key) && key.length === 4 && key.every((part) => Number.isSafeInteger(part)))
        return key as SortKey
    } catch {}
    issue.addIssue({ code: 'custom', message: 'Expected a cursor from a previous page' })
    return z.NEVER
  })

const historyQuery = z.object({
  cursor: cursorSchema.optional(),
  chainId: caip2ChainId.optional(),
  onramp: z.enum(['coinbase', 'meld']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

/** `GET /v1/account/{account}/history`: the local chains' transactions of an address, newest first, paged by cursor. */
export function addHistoryRoutes(context: BlockchainApiContext): void {
  const indexes = context.readers.all.map((reader) => ({
    reader,
    index: createEvmHistorySource(reader, context.indexing, context.store),
  }))
  const solanaIndexes = context.solanaClusters.all.map((cluster) => ({
    cluster,
    index: createSolanaHistoryIndex(cluster, {
      store: context.store,
      settings: context.indexing.solana ?? devSolanaIndexSettings,
    }),
  }))
  const tokenInfo = createTokenInfoCache()

  context.add('GET', '/v1/account/:account/history', async (request) => {
    const query = parseInput(historyQuery, request.query, 'query parameter')
    const account = request.params.account ?? ''
    const raw = account.replace(/^(eip155|solana):[^:]+:/, '')
    const evm = evmAddress.safeParse(raw)
    if (!evm.success) {
      const solana = solanaAddress.safeParse(raw)
      if (!solana.success)
        throw new InvalidInputError('Invalid path parameter "account": expected an EVM or Solana address')
      const chainId = query.chainId ?? /^(solana:[^:]+):/.exec(account)?.[1]
      const selected = chainId ? [context.solanaClusters.get(chainId)] : context.solanaClusters.all
      if (query.onramp) {
        const purchases = (await context.onrampOrders.paidTo(solana.data)).filter((order) => {
          const cluster = order.network ? context.solanaClusters.find(order.network) : undefined
          return cluster && selected.includes(cluster)
        })
        return {
          json: {
            data: purchases.map((order) => describeSolanaPurchase(order, request.baseUrl)),
            next: null,
          },
        }
      }
      const lists = await Promise.all(
        solanaIndexes
          .filter(({ cluster }) => selected.includes(cluster))
          .map(({ index }) => index.transactionsOf(solana.data)),
      )
      const clusterOrder = (transaction: IndexedSolanaTransaction) =>
        context.solanaClusters.all.indexOf(transaction.cluster)
      const { page, next } = pageOf(
        lists.flat(),
        (transaction) => [transaction.blockTime, transaction.slot, clusterOrder(transaction), 0],
        query.cursor,
        query.limit,
      )
      return {
        json: {
          data: page.map((transaction) => describeSolana(transaction, solana.data, request.baseUrl)),
          next,
        },
      }
    }
    if (query.onramp) {
      const purchases = (await context.onrampOrders.paidTo(evm.data)).flatMap((order) => {
        const reader = context.readers.find(order.chainId)
        return reader && (!query.chainId || reader.caip2 === query.chainId) ? [{ order, reader }] : []
      })
      return {
        json: {
          data: purchases.map(({ order, reader }) => describePurchase(order, reader, request.baseUrl)),
          next: null,
        },
      }
    }
    const selected = query.chainId ? [context.readers.get(query.chainId)] : context.readers.all
    const lists = await Promise.all(
      indexes
        .filter(({ reader }) => selected.includes(reader))
        .map(({ index }) => index.transactionsOf(evm.data)),
    )
    const { page, next } = pageOf(lists.flat(), sortKeyOf, query.cursor, query.limit)
    const data = await Promise.all(
      page.map((transaction) => describe(transaction, evm.data, request.baseUrl, tokenInfo)),
    )
    return { json: { data, next } }
  })
}

/** Newest first; the page after `cursor` and the cursor of the one after it. */
function pageOf<Item>(
  items: Item[],
  keyOf: (item: Item) => SortKey,
  cursor: SortKey | undefined,
  limit: number,
): { page: Item[]; next: string | null } {
  const ordered = items.sort((a, b) => compareKeys(keyOf(a), keyOf(b)))
  const start = cursor ? ordered.filter((item) => compareKeys(keyOf(item), cursor) > 0) : ordered
  const page = start.slice(0, limit)
  const last = page.at(-1)
  const next =
    last && start.length > page.length ? Buffer.from(JSON.stringify(keyOf(last))).toString('base64url') : null
  return { page, next }
}

function describeSolana(transaction: IndexedSolanaTransaction, viewer: string, baseUrl: string) {
  const relevant = transaction.movements.filter(
    (movement) => movement.from === viewer || movement.to === viewer,
  )
  const first = relevant[0]
  const operationType =
    relevant.length === 0
      ? 'execute'
      : relevant.every((movement) => movement.to === viewer && movement.from !== viewer)
        ? 'receive'
        : relevant.every((movement) => movement.from === viewer && movement.to !== viewer)
          ? 'send'
          : 'trade'
  return {
    id: transaction.signature,
    metadata: {
      operationType,
      hash: transaction.signature,
      minedAt: new Date(transaction.blockTime * 1000).toISOString(),
      sentFrom: first?.from ?? transaction.feePayer,
      sentTo: first?.to ?? transaction.feePayer,
      status: transaction.status,
      chain: transaction.cluster.caip2,
    },
    transfers: relevant.map((movement) => {
      const known = movement.mint === null ? undefined : transaction.cluster.mint(movement.mint)
      const token =
        movement.mint === null
          ? { name: 'Solana', symbol: 'SOL', priceUsd: solPriceUsd }
          : {
              name: known?.name ?? movement.mint,
              symbol: known?.symbol ?? movement.mint.slice(0, 4),
              priceUsd: known?.priceUsd ?? 0,
            }
      const numeric = formatUnits(movement.amount, movement.decimals)
      const out = movement.from === viewer
      const into = movement.to === viewer
      return {
        fungible_info: {
          name: token.name,
          symbol: token.symbol,
          icon: {
            url: `${baseUrl}/public/getTokenImage/${encodeURIComponent(movement.mint === null || known ? token.symbol : 'SPL')}`,
          },
        },
        direction: out && into ? 'self' : out ? 'out' : 'in',
        sender: movement.from,
        recipient: movement.to,
        quantity: { numeric },
        value: Number(numeric) * token.priceUsd,
        price: token.priceUsd,
      }
    }),
  }
}

function describePurchase(order: OnrampOrder, reader: EvmChainReader, baseUrl: string) {
  const token = reader.token(order.tokenAddress)
  const numeric = formatUnits(order.purchaseAmount, order.decimals)
  const priceUsd = token?.priceUsd ?? 0
  return {
    id: order.transactionHash,
    metadata: {
      operationType: 'buy',
      hash: order.transactionHash,
      minedAt: new Date(order.paidAt ?? 0).toISOString(),
      sentFrom: order.funder,
      sentTo: order.address,
      status: 'confirmed',
      chain: reader.caip2,
    },
    transfers: [
      {
        fungible_info: {
          name: token?.name ?? order.symbol,
          symbol: order.symbol,
          icon: { url: `${baseUrl}/public/getTokenImage/${encodeURIComponent(order.symbol)}` },
        },
        direction: 'in',
        quantity: { numeric },
        value: Number(numeric) * priceUsd,
        price: priceUsd,
      },
    ],
  }
}

/** A paid Solana on-ramp order as a history entry ('buy'), as the activity plugin lists purchases. */
function describeSolanaPurchase(order: OnrampOrder, baseUrl: string) {
  const numeric = formatUnits(order.purchaseAmount, order.decimals)
  return {
    id: order.transactionHash,
    metadata: {
      operationType: 'buy',
      hash: order.transactionHash,
      minedAt: new Date(order.paidAt ?? 0).toISOString(),
      sentFrom: order.funder,
      sentTo: order.address,
      status: 'confirmed',
      chain: order.network,
    },
    transfers: [
      {
        fungible_info: {
          name: 'Solana',
          symbol: order.symbol,
          icon: { url: `${baseUrl}/public/getTokenImage/${encodeURIComponent(order.symbol)}` },
        },
        direction: 'in',
        quantity: { numeric },
        value: Number(numeric) * solPriceUsd,
        price: solPriceUsd,
      },
    ],
  }
}

function sortKeyOf(transaction: IndexedTransaction): SortKey {
  return [
    transaction.timestamp,
    Number(transaction.blockNumber),
    transaction.reader.chain.chainId,
    transaction.transactionIndex,
  ]
}

/** Negative when `a` comes first (newer). */
function compareKeys(a: SortKey, b: SortKey): number {
  for (let index = 0; index < 4; index++) {
    const difference = (b[index] as number) - (a[index] as number)
    if (difference !== 0) return difference
  }
  return 0
}

async function describe(
  transaction: IndexedTransaction,
  viewer: Address,
  baseUrl: string,
  tokenInfo: TokenInfoCache,
) {
  const self = viewer.toLowerCase()
  const relevant = transaction.movements.filter(
    (movement) => movement.from.toLowerCase() === self || movement.to.toLowerCase() === self,
  )
  const transfers = await Promise.all(
    relevant.map((movement) => describeTransfer(transaction.reader, movement, self, baseUrl, tokenInfo)),
  )
  return {
    id: transaction.hash,
    metadata: {
      operationType: operationTypeOf(transaction, relevant, self),
      hash: transaction.hash,
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      sentFrom: transaction.from,
      sentTo: transaction.to ?? zeroAddress,
      status: transaction.status,
      nonce: transaction.nonce,
      chain: transaction.reader.caip2,
    },
    transfers,
  }
}

function operationTypeOf(transaction: IndexedTransaction, relevant: Movement[], self: string): string {
  if (transaction.kind === 'trade') return 'trade'
  if (transaction.kind === 'deploy') return 'deploy'
  if (transaction.kind === 'approve' && relevant.length === 0) return 'approve'
  if (relevant.length === 0) return 'execute'
  if (relevant.every((movement) => movement.to.toLowerCase() === self)) {
    return relevant.every((movement) => movement.from === zeroAddress) ? 'mint' : 'receive'
  }
  if (relevant.every((movement) => movement.from.toLowerCase() === self)) {
    return relevant.every((movement) => movement.to === zeroAddress) ? 'burn' : 'send'
  }
  return 'execute'
}

async function describeTransfer(
  reader: EvmChainReader,
  movement: Movement,
  self: string,
  baseUrl: string,
  tokenInfo: TokenInfoCache,
) {
  const out = movement.from.toLowerCase() === self
  const into = movement.to.toLowerCase() === self
  const direction = out && into ? 'self' : out ? 'out' : 'in'
  if (movement.kind === 'nft') {
    const isSpam = movement.token?.toLowerCase() === reader.chain.spamNft.toLowerCase()
    const name = `${isSpam ? 'Claim Your ETH Rewards' : 'NFT'} #${movement.tokenId ?? 0n}`
    return {
      nft_info: {
        name,
        flags: { is_spam: isSpam },
        content: {
          preview: {
            url: `${baseUrl}/public/getAssetImage/nft-${movement.tokenId ?? 0n}`,
            content_type: 'image/svg+xml',
          },
        },
      },
      direction,
      sender: movement.from,
      recipient: movement.to,
      quantity: { numeric: '1' },
    }
  }
  const token =
    movement.token === null
      ? {
          name: reader.chain.nativeSymbol === 'ETH' ? 'Ether' : reader.chain.nativeSymbol,
          symbol: reader.chain.nativeSymbol,
          decimals: 18,
          priceUsd: reader.nativePriceUsd,
        }
      : await tokenInfo(reader, movement.token)
  const numeric = formatUnits(movement.amount, token.decimals)
  return {
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}` },
    },
    direction,
    sender: movement.from,
    recipient: movement.to,
    quantity: { numeric },
    value: Number(numeric) * token.priceUsd,
    price: token.priceUsd,
  }
}

type TokenInfo = { name: string; symbol: string; decimals: number; priceUsd: number }
type TokenInfoCache = (reader: EvmChainReader, token: Address) => Promise<TokenInfo>

/** Listed tokens answer at once; others are read from the chain once. */
function createTokenInfoCache(): TokenInfoCache {
  const cache = new Map<string, Promise<TokenInfo>>()
  return (reader, address) => {
    const listed = reader.token(address)
    if (listed) return Promise.resolve(listed)
    const key = `${reader.chain.chainId}:${address.toLowerCase()}`
    let info = cache.get(key)
    if (!info) {
      const read = <Result>(functionName: 'name' | 'symbol' | 'decimals', fallback: Result) =>
        reader.client.readContract({ address, abi: erc20Abi, functionName }).then(
          (value) => value as Result,
          () => fallback,
        )
      info = Promise.all([read('name', 'Unknown token'), read('symbol', '???'), read('decimals', 18)]).then(
        ([name, symbol, decimals]) => ({ name, symbol, decimals, priceUsd: 0 }),
      )
      cache.set(key, info)
    }
    return info
  }
}
