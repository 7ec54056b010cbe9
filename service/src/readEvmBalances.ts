import { type Address, erc20Abi, formatUnits } from 'viem'
import type { EvmChainReader } from './createEvmChainReaders.js'

/** One balance as the Blockchain API answers it (SPEC.md §3 Token). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 address of the token; absent for the native token. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** The native balance and every listed ERC-20 balance of `owner` on one chain (non-zero only). */
export async function readEvmBalances(
  reader: EvmChainReader,
  owner: Address,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const { chain, client } = reader
  const [native, tokenBalances] = await Promise.all([
    client.getBalance({ address: owner }),
    client.multicall({
      multicallAddress: chain.multicall3,
      allowFailure: false,
      contracts: chain.tokens.map(
        (token) =>
          ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const,
      ),
    }),
  ])
  const balances: TokenBalance[] = []
  const push = (
    token: { name: string; symbol: string; decimals: number; priceUsd: number },
    amount: bigint,
    address?: string,
  ) => {
    if (amount === 0n) return
    const numeric = formatUnits(amount, token.decimals)
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: reader.caip2,
      ...(address ? { address: `${reader.caip2}:${address}` } : {}),
      value: Number(numeric) * token.priceUsd,
      price: token.priceUsd,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
    })
  }
  push(
    {
      name: chain.nativeSymbol === 'ETH' ? 'Ether' : chain.nativeSymbol,
      symbol: chain.nativeSymbol,
      decimals: 18,
      priceUsd: reader.nativePriceUsd,
    },
    native,
  )
  chain.tokens.forEach((token, index) => {
    push(token, tokenBalances[index] as bigint, token.address)
  })
  return balances
}
