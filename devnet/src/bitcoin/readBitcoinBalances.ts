import * as z from 'zod'

/** A devnet Bitcoin network the reference service reads: its CAIP-2 id and Esplora base URL. */
export type BitcoinServiceNetwork = { caipNetworkId: string; url: string }

/** The fixed BTC price of the devnet's price table. */
export const btcPriceUsd = 95_000

const addressSchema = z.object({
  chain_stats: z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() }),
})

/**
 * The confirmed BTC balance of `address` on one devnet Bitcoin network, in the Blockchain API's balance shape
 * (empty when zero), read from the ledger's Esplora API. For the reference service's balance route.
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
  const response = await fetch(`${network.url}/address/${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`${network.url}: HTTP ${response.status} ${await response.text()}`)
  const { chain_stats } = addressSchema.parse(await response.json())
  const sats = chain_stats.funded_txo_sum - chain_stats.spent_txo_sum
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
