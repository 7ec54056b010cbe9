import { createPublicClient, encodeFunctionData, erc20Abi, formatUnits, type Hex, http, pad } from 'viem'
import { simulateCalls } from 'viem/actions'
import * as z from 'zod/mini'
import type { ApprovalRow } from './approvalMessages.js'
import { type ApprovalTranslate, englishApproval } from './approvalTexts.js'
import { networkOf, type RequestFacts } from './describeRequest.js'

/** The service's Blockchain API names the native coin by this address. */
const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
/** A read for the approval page that takes longer is left out (the page shows the request without it). */
const readTimeoutMs = 4_000
/**
 * A contract placed by state override for the simulation only: it returns the native balance of the address it is
 * called with (`BALANCE(calldataload(0))`), read before and after the transaction.
 */
const balanceReader: Hex = '0x00000000000000000000000000000000000ba1a9'
const balanceReaderCode = '0x6000353160005260206000f3'
const priceReply = z.object({ fungibles: z.array(z.object({ price: z.number() })) })

export type CreateRequestFactsOptions = {
  chainId: number
  account: string
  rpcUrl: string
  apiUrl: string
  projectId: string | undefined
  fetch?: typeof fetch
  /** The approval page's texts in the app's locale. */
  t?: ApprovalTranslate
}

/** Facts for the approval page from the chain (token metadata, a simulation) and the service (the coin's price). */
export function createRequestFacts({
  chainId,
  account,
  rpcUrl,
  apiUrl,
  projectId,
  fetch: fetchFn = fetch,
  t = englishApproval,
}: CreateRequestFactsOptions): RequestFacts {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: readTimeoutMs, retryCount: 0 }) })
  async function readToken(address: Hex) {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol: symbol.slice(0, 32), decimals }
  }
  return {
    chainId,
    account,
    token: readToken,
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
      // A contract creation is shown without a simulation.
      if (!to) return undefined
      const token = data && data !== '0x' ? await readToken(to).catch(() => undefined) : undefined
      const reads: { to: Hex; data: Hex }[] = [
        { to: balanceReader, data: pad(account as Hex) },
        ...(token
          ? [
              {
                to,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'balanceOf',
                  args: [account as Hex],
                }),
              },
            ]
          : []),
      ]
      // The balances before and after the transaction, read in the same simulated block: what it would change.
      const { results } = await simulateCalls(client, {
        account: account as Hex,
        calls: [...reads, { to, ...(value ? { value } : {}), ...(data ? { data } : {}) }, ...reads],
        stateOverrides: [{ address: balanceReader, code: balanceReaderCode }],
      })
      if (results[reads.length]?.status !== 'success')
        return [{ label: t('changes.simulation'), value: t('changes.wouldFail'), warning: true }]
      const diff = (index: number) => {
        const before = results[index]
        const after = results[reads.length + 1 + index]
        if (before?.status !== 'success' || after?.status !== 'success') return 0n
        return BigInt(after.data) - BigInt(before.data)
      }
      const signed = (amount: bigint, decimals: number, symbol: string) =>
        `${amount > 0n ? '+' : ''}${formatUnits(amount, decimals)} ${symbol}`
      const { symbol } = networkOf(chainId)
      const rows: ApprovalRow[] = []
      const native = diff(0)
      if (native !== 0n) rows.push({ label: symbol, value: signed(native, 18, symbol) })
      const tokenChange = token ? diff(1) : 0n
      if (token && tokenChange !== 0n)
        rows.push({ label: token.symbol, value: signed(tokenChange, token.decimals, token.symbol) })
      return rows.length > 0 ? rows : [{ label: t('changes.balances'), value: t('changes.none') }]
    },
  }
}
