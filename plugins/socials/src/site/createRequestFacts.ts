import { createPublicClient, erc20Abi, formatUnits, type Hex, http } from 'viem'
import { simulateCalls } from 'viem/actions'
import * as z from 'zod/mini'
import type { ApprovalRow } from './approvalMessages.js'
import type { RequestFacts } from './describeRequest.js'

/** The service's Blockchain API names the native coin by this address. */
const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
/** A read for the approval page that takes longer is left out (the page shows the request without it). */
const readTimeoutMs = 4_000
const priceReply = z.object({ fungibles: z.array(z.object({ price: z.number() })) })

export type CreateRequestFactsOptions = {
  chainId: number
  account: string
  rpcUrl: string
  apiUrl: string
  projectId: string | undefined
  fetch?: typeof fetch
}

/** Facts for the approval page from the chain (token metadata, a simulation) and the service (the coin's price). */
export function createRequestFacts({
  chainId,
  account,
  rpcUrl,
  apiUrl,
  projectId,
  fetch: fetchFn = fetch,
}: CreateRequestFactsOptions): RequestFacts {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: readTimeoutMs, retryCount: 0 }) })
  return {
    chainId,
    account,
    async token(address) {
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ])
      return { symbol: symbol.slice(0, 32), decimals }
    },
    async nativePriceUsd() {
      try {
        const response = await fetchFn(new URL('/v1/fungible/price', apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            currency: 'usd',
            addresses: [`eip155:${chainId}:${nativeTokenAddress}`],
            ...(projectId ? { projectId } : {}),
          }),
          signal: AbortSignal.timeout(readTimeoutMs),
        })
        const reply = priceReply.safeParse(await response.json())
        return reply.success ? reply.data.fungibles[0]?.price : undefined
      } catch {
        return undefined
      }
    },
    async simulate({ to, value, data }) {
      const { assetChanges, results } = await simulateCalls(client, {
        account: account as Hex,
        calls: [{ ...(to ? { to } : {}), ...(value ? { value } : {}), ...(data ? { data } : {}) } as never],
        traceAssetChanges: true,
      })
      if (results[0]?.status === 'failure')
        return [{ label: 'Simulation', value: 'This transaction would fail', warning: true }]
      const rows: ApprovalRow[] = assetChanges
        .filter(({ value }) => value.diff !== 0n)
        .map(({ token, value: change }) => {
          const native = token.address.toLowerCase() === nativeTokenAddress.toLowerCase()
          const symbol = token.symbol ?? (native ? 'ETH' : token.address)
          const amount = formatUnits(change.diff, token.decimals ?? 18)
          return { label: symbol, value: `${change.diff > 0n ? '+' : ''}${amount} ${symbol}` }
        })
      return rows.length > 0 ? rows : [{ label: 'Your balances', value: 'No change' }]
    },
  }
}
