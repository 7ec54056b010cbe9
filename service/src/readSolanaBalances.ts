import { formatUnits } from 'viem'
import { callSolanaRpc } from './callSolanaRpc.js'
import { type SolanaClusterReader, solPriceUsd } from './createSolanaClusterReaders.js'
import type { TokenBalance } from './readEvmBalances.js'
import { tokenProgramAddresses } from './solanaPrograms.js'

/**
 * SOL and token balances (the Token program's and Token-2022's) of `owner` on one cluster, read from the cluster's
 * Solana JSON-RPC endpoint.
 */
export async function readSolanaBalances(
  cluster: SolanaClusterReader,
  owner: string,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const chainId = cluster.caip2
  const [lamports, ...byProgram] = await Promise.all([
    callSolanaRpc<{ value: number | string }>(cluster.url, 'getBalance', [owner]),
    ...tokenProgramAddresses.map((programId) =>
      callSolanaRpc<{ value: ParsedTokenAccount[] }>(cluster.url, 'getTokenAccountsByOwner', [
        owner,
        { programId },
        { encoding: 'jsonParsed' },
      ]),
    ),
  ])
  const accounts = byProgram.flatMap((answer) => answer.value)
  const balances: TokenBalance[] = []
  if (BigInt(lamports.value) > 0n) {
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
  for (const account of accounts) {
    const info = account.account.data.parsed?.info
    if (!info || info.tokenAmount.amount === '0') continue
    const known = cluster.mint(info.mint)
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
