import * as z from 'zod'
import { fetchWithRpcTimeout } from './rpcTimeout.js'
import { ChainUnavailableError, UpstreamError } from './serviceErrors.js'

/** A Bitcoin network the service reads: its CAIP-2 id and an Esplora API's base URL. */
export type BitcoinServiceNetwork = { caipNetworkId: string; url: string }

/** The BTC price of the service's fixed price table (balances show it until a price source is asked). */
export const btcPriceUsd = 95_000

const statsSchema = z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() })
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema.optional() })

/**
 * The BTC balance of `address` on one Bitcoin network as wallets show it (confirmed coins plus the mempool's), in
 * the Blockchain API's balance shape (empty when zero), read from its Esplora API within the RPC time limit.
 */
export async function readBitcoinBalances(
  network: BitcoinServiceNetwork,
  address: string,
  baseUrl: string,
): Promise<
  {
    name: string
    symbol: string
    chainId: string
    value: number
    price: number
    quantity: { decimals: string; numeric: string }
    iconUrl: string
  }[]
> {
  const what = `Esplora ${network.url}`
  let response: Response
  try {
    response = await fetchWithRpcTimeout(`${network.url}/address/${encodeURIComponent(address)}`)
  } catch (error) {
    throw new ChainUnavailableError(what, error)
  }
  if (!response.ok) throw new UpstreamError(what, new Error(`HTTP ${response.status}`))
  const parsed = addressSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new UpstreamError(what, new Error('unexpected address answer'))
  const { chain_stats, mempool_stats } = parsed.data
  const sats =
    chain_stats.funded_txo_sum -
    chain_stats.spent_txo_sum +
    (mempool_stats ? mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum : 0)
  if (sats <= 0) return []
  const numeric = formatSats(sats)
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: network.caipNetworkId,
      value: Number(numeric) * btcPriceUsd,
      price: btcPriceUsd,
      quantity: { decimals: '8', numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/BTC`,
    },
  ]
}

function formatSats(sats: number): string {
  const whole = Math.floor(sats / 1e8)
  const fraction = String(sats % 1e8)
    .padStart(8, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
