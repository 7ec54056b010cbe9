import * as z from 'zod'
import { nativeTokenAddress } from './blockchainInputs.js'
import type { PriceSource } from './PriceSource.js'
import { ServiceError } from './serviceErrors.js'

/** The price API failed or answered something else than prices: the route answers 503. */
export class PriceSourceUnavailableError extends ServiceError {
  override name = 'PriceSourceUnavailableError'
  constructor(details: string) {
    super(503, 'prices_unavailable', 'The price source is unavailable', details)
  }
}

export const httpPriceSourceOptionsSchema = z.object({
  /** The API's base URL, e.g. `https://api.coingecko.com/api/v3` (or a Pro/self-hosted one of the same shape). */
  url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }),
  /** Per chain id: the API's platform id for its tokens and coin id for its native coin. */
  networks: z.record(
    z.string().regex(/^\d+$/, 'expected a chain id'),
    z.object({ platform: z.string().min(1), nativeCoinId: z.string().min(1) }),
  ),
  /** Sent with every request, e.g. `{ "x-cg-pro-api-key": "…" }`. */
  headers: z.record(z.string(), z.string()).optional(),
  timeoutMs: z.number().int().positive().max(60_000).default(5_000),
})

export type HttpPriceSourceOptions = z.input<typeof httpPriceSourceOptionsSchema>

const pricesResponse = z.record(z.string(), z.object({ usd: z.number().nonnegative() }))

/**
 * USD prices from an HTTP API shaped like CoinGecko's simple price endpoints:
 * `GET {url}/simple/token_price/{platform}?contract_addresses=0x…,0x…&vs_currencies=usd` answering
 * `{ "0x…": { "usd": 1.0 } }`, and `GET {url}/simple/price?ids={nativeCoinId}&vs_currencies=usd` answering
 * `{ "ethereum": { "usd": 3000 } }`.
 */
export function createHttpPriceSource(options: HttpPriceSourceOptions): PriceSource {
  const { url, networks, headers, timeoutMs } = httpPriceSourceOptionsSchema.parse(options)
  const base = url.replace(/\/+$/, '')

  async function get(path: string, query: Record<string, string>): Promise<z.output<typeof pricesResponse>> {
    const target = `${base}${path}?${new URLSearchParams({ ...query, vs_currencies: 'usd' })}`
    let response: Response
    try {
      response = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new PriceSourceUnavailableError(
        `${path}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    if (!response.ok) throw new PriceSourceUnavailableError(`${path} answered ${response.status}`)
    const parsed = pricesResponse.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success)
      throw new PriceSourceUnavailableError(`${path} answered no { "<id>": { "usd": <number> } } map`)
    return parsed.data
  }

  return {
    async pricesUsd(chainId, tokens) {
      const prices = new Map<string, number>()
      const network = networks[String(chainId)]
      if (!network) return prices
      const native = tokens.filter((token) => token.toLowerCase() === nativeTokenAddress.toLowerCase())
      const erc20s = tokens.filter((token) => token.toLowerCase() !== nativeTokenAddress.toLowerCase())
      const empty: z.output<typeof pricesResponse> = {}
      const [nativePrices, tokenPrices] = await Promise.all([
        native.length > 0 ? get('/simple/price', { ids: network.nativeCoinId }) : empty,
        erc20s.length > 0
          ? get(`/simple/token_price/${encodeURIComponent(network.platform)}`, {
              contract_addresses: erc20s.map((token) => token.toLowerCase()).join(','),
            })
          : empty,
      ])
      const nativePrice = nativePrices[network.nativeCoinId]?.usd
      if (nativePrice !== undefined) prices.set(nativeTokenAddress.toLowerCase(), nativePrice)
      for (const [address, price] of Object.entries(tokenPrices)) prices.set(address.toLowerCase(), price.usd)
      return prices
    },
  }
}
