import { formatUnits } from 'viem'
import type { TokenBalance } from './readEvmBalances.js'

/** The local Solana endpoint (what `startSolanaRpc()` returns fits). */
export type ServiceSolana = {
  url: string
  /** The CAIP-2 id the endpoint stands in for; Solana mainnet when absent. */
  caipNetworkId?: `solana:${string}`
}

export const solanaMainnetCaip2 = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const solPriceUsd = 150
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const knownMints: Record<string, { symbol: string; name: string; priceUsd: number }> = {
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: { symbol: 'USDC', name: 'USD Coin', priceUsd: 1 },
}

/** SOL and SPL token balances of `owner`, read from the local Solana JSON-RPC endpoint. */
export async function readSolanaBalances(
  solana: ServiceSolana,
  owner: string,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const chainId = solana.caipNetworkId ?? solanaMainnetCaip2
  const lamports = await solanaRpc<{ value: number }>(solana.url, 'getBalance', [owner])
  const balances: TokenBalance[] = []
  if (lamports.value > 0) {
    const numeric = formatUnits(BigInt(lamports.value), 9)
    balances.push({
      name: 'Solana',
      symbol: 'SOL',
      chainId,
      value: Number(numeric) * solPriceUsd,
      price: solPriceUsd,
      quantity: { decimals: '9', numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/SOL`,
    })
  }
  const accounts = await solanaRpc<{ value: ParsedTokenAccount[] }>(solana.url, 'getTokenAccountsByOwner', [
    owner,
    { programId: tokenProgram },
    { encoding: 'jsonParsed' },
  ]).catch(() => ({ value: [] as ParsedTokenAccount[] }))
  for (const account of accounts.value) {
    const info = account.account.data.parsed?.info
    if (!info || info.tokenAmount.amount === '0') continue
    const known = knownMints[info.mint]
    const numeric = formatUnits(BigInt(info.tokenAmount.amount), info.tokenAmount.decimals)
    const price = known?.priceUsd ?? 0
    balances.push({
      name: known?.name ?? info.mint,
      symbol: known?.symbol ?? info.mint.slice(0, 4),
      chainId,
      address: `${chainId}:${info.mint}`,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(info.tokenAmount.decimals), numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/${known?.symbol ?? 'SPL'}`,
    })
  }
  return balances
}

type ParsedTokenAccount = {
  account: {
    data: { parsed?: { info?: { mint: string; tokenAmount: { amount: string; decimals: number } } } }
  }
}

async function solanaRpc<Result>(url: string, method: string, params: unknown[]): Promise<Result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: Result; error?: { message: string } }
  if (body.error || body.result === undefined)
    throw new Error(`Solana RPC ${method}: ${body.error?.message ?? 'no result'}`)
  return body.result
}
