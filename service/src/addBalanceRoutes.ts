import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { caip2ChainId, evmAddress, evmCaip10, solanaAddress } from './blockchainInputs.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import { solanaMainnetCaip2, solPriceUsd } from './createSolanaClusterReaders.js'
import type { EvmTokenConfig } from './evmChainConfig.js'
import { parseInput } from './parseInput.js'
import { readBitcoinBalances } from './readBitcoinBalances.js'
import { readEvmBalances, type TokenBalance } from './readEvmBalances.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { InvalidInputError, UnsupportedChainError } from './serviceErrors.js'

/** A bech32 Bitcoin address, optionally as CAIP-10 (`bip122:<ref>:<address>`). */
const bitcoinAddress = /^(?:(bip122:[0-9a-f]{32}):)?((?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/

const balanceQuery = z.object({
  currency: z.enum(['usd'], { error: 'Only currency "usd" is supported' }).default('usd'),
  chainId: caip2ChainId.optional(),
  forceUpdate: z.string().optional(),
})

const priceBody = z.object({
  currency: z.enum(['usd'], { error: 'Only currency "usd" is supported' }).default('usd'),
  addresses: z.array(z.string().max(200)).min(1).max(100),
  projectId: z.string().optional(),
})

/** `GET /v1/account/{address}/balance` and `POST /v1/fungible/price`. */
export function addBalanceRoutes(context: BlockchainApiContext): void {
  const { readers } = context

  context.add('GET', '/v1/account/:address/balance', async (request) => {
    const query = parseInput(balanceQuery, request.query, 'query parameter')
    const raw = request.params.address ?? ''
    const bitcoin = bitcoinAddress.exec(raw)
    if (bitcoin && (!query.chainId || query.chainId.startsWith('bip122:'))) {
      const chainId = query.chainId ?? bitcoin[1]
      const targets = context.bitcoinNetworks.filter(
        (network) => !chainId || network.caipNetworkId === chainId,
      )
      if (targets.length === 0) throw new UnsupportedChainError(chainId ?? 'bip122')
      const lists = await Promise.all(
        targets.map((network) => readBitcoinBalances(network, bitcoin[2] ?? '', request.baseUrl)),
      )
      return { json: { balances: lists.flat() } }
    }
    const evm = evmAddress.safeParse(raw.replace(/^eip155:\d+:/, ''))
    if (evm.success && !query.chainId?.startsWith('solana:')) {
      const targets = query.chainId ? [readers.get(query.chainId)] : readers.all
      const lists = await Promise.all(
        targets.map((reader) => readEvmBalances(reader, evm.data, request.baseUrl, context.prices)),
      )
      return { json: { balances: lists.flat() } }
    }
    const solana = solanaAddress.safeParse(raw.replace(/^solana:[^:]+:/, ''))
    if (solana.success && (!query.chainId || query.chainId.startsWith('solana:'))) {
      const chainId = query.chainId ?? /^(solana:[^:]+):/.exec(raw)?.[1]
      if (context.solanaClusters.all.length === 0)
        throw new UnsupportedChainError(chainId ?? solanaMainnetCaip2)
      const targets = chainId ? [context.solanaClusters.get(chainId)] : context.solanaClusters.all
      const lists = await Promise.all(
        targets.map((cluster) => readSolanaBalances(cluster, solana.data, request.baseUrl)),
      )
      return { json: { balances: lists.flat() } }
    }
    throw new InvalidInputError(
      `Invalid path parameter "address": expected an EVM or Solana address${query.chainId ? ` for ${query.chainId}` : ''}`,
    )
  })

  context.addPublic('POST', '/v1/fungible/price', async (request) => {
    const body = await request.body()
    const projectId =
      typeof body === 'object' && body !== null ? (body as { projectId?: unknown }).projectId : undefined
    context.requireProject(request, projectId)
    const { addresses } = parseInput(priceBody, body, 'body field')
    const fungibles: (Pick<TokenBalance, 'name' | 'symbol' | 'iconUrl' | 'price'> | undefined)[] = []
    const evmTokens: { index: number; reader: EvmChainReader; token: EvmTokenConfig }[] = []
    for (const [index, caip10] of addresses.entries()) {
      if (caip10.startsWith('solana:')) {
        if (
          caip10.endsWith(':So11111111111111111111111111111111111111112') ||
          caip10.split(':').length === 2
        ) {
          fungibles.push({
            name: 'Solana',
            symbol: 'SOL',
            price: solPriceUsd,
            iconUrl: `${request.baseUrl}/public/getTokenImage/SOL`,
          })
        }
        continue
      }
      const parsed = evmCaip10.safeParse(caip10)
      if (!parsed.success)
        throw new InvalidInputError(`Invalid body field "addresses.${index}": expected a CAIP-10 address`)
      const reader = readers.get(parsed.data.chainId)
      const token = reader.token(parsed.data.address)
      if (!token) continue
      evmTokens.push({ index: fungibles.length, reader, token })
      fungibles.push(undefined)
    }
    // Each chain's tokens in one ask of the price source; a token it has no price for is left out.
    const byChain = new Map<number, typeof evmTokens>()
    for (const entry of evmTokens) {
      const chainId = entry.reader.chain.chainId
      byChain.set(chainId, [...(byChain.get(chainId) ?? []), entry])
    }
    await Promise.all(
      [...byChain].map(async ([chainId, entries]) => {
        const prices = await context.prices.pricesUsd(
          chainId,
          entries.map((entry) => entry.token.address),
        )
        for (const { index, token } of entries) {
          const price = prices.get(token.address.toLowerCase())
          if (price === undefined) continue
          fungibles[index] = {
            name: token.name,
            symbol: token.symbol,
            price,
            iconUrl: `${request.baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
          }
        }
      }),
    )
    return { json: { fungibles: fungibles.filter((fungible) => fungible !== undefined) } }
  })
}
