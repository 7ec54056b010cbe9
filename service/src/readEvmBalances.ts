import { type Address, erc20Abi, formatUnits } from 'viem'
import { nativeTokenAddress } from './blockchainInputs.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import type { PriceSource } from './PriceSource.js'

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

/**
 * The native balance and every listed ERC-20 balance of `owner` on one chain (non-zero only). Prices are the chain's
 * configured ones (a devnet's fixed table); a chain configured without prices (a real network) asks `prices`, and
 * a balance the source cannot price (or a source that fails) shows price 0 rather than no balance.
 */
export async function readEvmBalances(
  reader: EvmChainReader,
  owner: Address,
  baseUrl: string,
  prices?: PriceSource,
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
  const quoted =
    prices && reader.nativePriceUsd === 0 && native > 0n
      ? await prices.pricesUsd(chain.chainId, [nativeTokenAddress]).catch(() => new Map<string, number>())
      : undefined
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
      priceUsd: quoted?.get(nativeTokenAddress.toLowerCase()) ?? reader.nativePriceUsd,
    },
    native,
  )
  chain.tokens.forEach((token, index) => {
    push(token, tokenBalances[index] as bigint, token.address)
  })
  return balances
}
