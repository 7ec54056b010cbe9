import {
  type Address,
  concatHex,
  encodeFunctionData,
  type Hex,
  numberToHex,
  type PublicClient,
  zeroAddress,
} from 'viem'
import type { UniswapV3Contracts } from './evmChainConfig.js'
import {
  swapRouterSelfRecipient,
  uniswapQuoterV2Abi,
  uniswapSwapRouter02Abi,
  uniswapV3FactoryAbi,
  uniswapV3FeeTiers,
} from './uniswapV3Abis.js'

/** A chain's Uniswap v3 deployment and its wrapped native token, the configuration swaps need. */
export type UniswapV3Deployment = UniswapV3Contracts & { weth: Address }

/** The pools a swap goes through: one pool (`fees` of length 1) or two through WETH. */
export type UniswapV3Route = { tokens: Address[]; fees: number[] }

export type UniswapV3Quote = { amountOut: bigint; route: UniswapV3Route }

/** `tokenIn`/`tokenOut` are ERC-20s (the wrapped native token standing in for the native coin). */
export type QuoteUniswapV3SwapParameters = {
  client: PublicClient
  deployment: UniswapV3Deployment
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  blockNumber?: bigint
}

/**
 * Quotes an exact-input swap with QuoterV2 over every pool the factory has for the pair (each fee tier) and
 * every two-pool route through WETH; answers the route that pays the most, or `undefined` when no pool exists.
 */
export async function quoteUniswapV3Swap({
  client,
  deployment,
  tokenIn,
  tokenOut,
  amountIn,
  blockNumber,
}: QuoteUniswapV3SwapParameters): Promise<UniswapV3Quote | undefined> {
  const { weth } = deployment
  const poolFees = async (a: Address, b: Address): Promise<number[]> => {
    const pools = await Promise.all(
      uniswapV3FeeTiers.map((fee) =>
        client.readContract({
          address: deployment.factory,
          abi: uniswapV3FactoryAbi,
          functionName: 'getPool',
          args: [a, b, fee],
          blockNumber,
        }),
      ),
    )
    return uniswapV3FeeTiers.filter((_, index) => pools[index] !== zeroAddress)
  }
  const viaWeth = !sameAddress(tokenIn, weth) && !sameAddress(tokenOut, weth)
  const [direct, firstHop, secondHop] = await Promise.all([
    poolFees(tokenIn, tokenOut),
    viaWeth ? poolFees(tokenIn, weth) : [],
    viaWeth ? poolFees(weth, tokenOut) : [],
  ])
  const routes: UniswapV3Route[] = [
    ...direct.map((fee) => ({ tokens: [tokenIn, tokenOut], fees: [fee] })),
    ...firstHop.flatMap((first) =>
      secondHop.map((second) => ({ tokens: [tokenIn, weth, tokenOut], fees: [first, second] })),
    ),
  ]
  const quotes = await Promise.all(
    routes.map(async (route): Promise<UniswapV3Quote | undefined> => {
      const amountOut = await quoteRoute(client, deployment.quoter, route, amountIn, blockNumber).catch(
        () => undefined,
      )
      return amountOut === undefined ? undefined : { amountOut, route }
    }),
  )
  return quotes.reduce<UniswapV3Quote | undefined>(
    (best, quote) => (quote && (!best || quote.amountOut > best.amountOut) ? quote : best),
    undefined,
  )
}

async function quoteRoute(
  client: PublicClient,
  quoter: Address,
  route: UniswapV3Route,
  amountIn: bigint,
  blockNumber: bigint | undefined,
): Promise<bigint> {
  const [tokenIn, tokenOut] = route.tokens
  const [fee] = route.fees
  if (route.fees.length === 1 && tokenIn && tokenOut && fee !== undefined) {
    const { result } = await client.simulateContract({
      address: quoter,
      abi: uniswapQuoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
      blockNumber,
    })
    return result[0]
  }
  const { result } = await client.simulateContract({
    address: quoter,
    abi: uniswapQuoterV2Abi,
    functionName: 'quoteExactInput',
    args: [encodeUniswapV3Path(route), amountIn],
    blockNumber,
  })
  return result[0]
}

/** Uniswap v3's packed path: token, then (fee as uint24, token) per pool. */
export function encodeUniswapV3Path(route: UniswapV3Route): Hex {
  return concatHex(
    route.tokens.flatMap((token, index) => {
      const fee = route.fees[index]
      return fee === undefined ? [token] : [token, numberToHex(fee, { size: 3 })]
    }),
  )
}

export type EncodeUniswapV3SwapParameters = {
  route: UniswapV3Route
  amountIn: bigint
  amountOutMinimum: bigint
  recipient: Address
  /** The native coin is paid in: sent as the call's value, which SwapRouter02 wraps. */
  nativeIn: boolean
  /** The native coin is paid out: the router receives WETH and unwraps it to `recipient`. */
  nativeOut: boolean
}

/**
 * SwapRouter02's `multicall` of `exactInputSingle` (one pool) or `exactInput` (a path), followed by
 * `unwrapWETH9(amountOutMinimum, recipient)` when the native coin is paid out.
 */
export function encodeUniswapV3Swap({
  route,
  amountIn,
  amountOutMinimum,
  recipient,
  nativeIn,
  nativeOut,
}: EncodeUniswapV3SwapParameters): { data: Hex; value: bigint } {
  const swapRecipient = nativeOut ? swapRouterSelfRecipient : recipient
  const [tokenIn, tokenOut] = route.tokens
  const [fee] = route.fees
  const swap =
    route.fees.length === 1 && tokenIn && tokenOut && fee !== undefined
      ? encodeFunctionData({
          abi: uniswapSwapRouter02Abi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn,
              tokenOut,
              fee,
              recipient: swapRecipient,
              amountIn,
              amountOutMinimum,
              sqrtPriceLimitX96: 0n,
            },
          ],
        })
      : encodeFunctionData({
          abi: uniswapSwapRouter02Abi,
          functionName: 'exactInput',
          args: [{ path: encodeUniswapV3Path(route), recipient: swapRecipient, amountIn, amountOutMinimum }],
        })
  const calls = nativeOut
    ? [
        swap,
        encodeFunctionData({
          abi: uniswapSwapRouter02Abi,
          functionName: 'unwrapWETH9',
          args: [amountOutMinimum, recipient],
        }),
      ]
    : [swap]
  return {
    data: encodeFunctionData({ abi: uniswapSwapRouter02Abi, functionName: 'multicall', args: [calls] }),
    value: nativeIn ? amountIn : 0n,
  }
}

function sameAddress(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
