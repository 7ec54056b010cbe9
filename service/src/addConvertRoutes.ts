import { type Address, encodeFunctionData, erc20Abi, maxUint256, zeroAddress } from 'viem'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import {
  baseUnitAmount,
  caip2ChainId,
  evmAccount,
  evmCaip10,
  nativeTokenAddress,
} from './blockchainInputs.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import { parseInput } from './parseInput.js'
import { encodeUniswapV3Swap, quoteUniswapV3Swap, type UniswapV3Deployment } from './quoteUniswapV3Swap.js'
import { InvalidInputError, ServiceError } from './serviceErrors.js'

/** Gas units assumed when an estimate is skipped (SPEC.md §9). */
const defaultGasUnits = 150_000n
const defaultSlippagePercent = 1

const positiveAmount = baseUnitAmount.refine((amount) => amount > 0n, 'Expected an amount above 0')
const slippage = z.coerce
  .number()
  .min(0, 'Expected a slippage of 0 to 50 percent')
  .max(50, 'Expected a slippage of 0 to 50 percent')

const chainQuery = z.object({ chainId: caip2ChainId })
const pairFields = { from: evmCaip10, to: evmCaip10, userAddress: evmAccount }
const quotesQuery = z.object({ ...pairFields, amount: positiveAmount, gasPrice: z.string().optional() })
const allowanceQuery = z.object({ tokenAddress: evmCaip10, userAddress: evmAccount })
const approveQuery = z.object({ ...pairFields, amount: positiveAmount.optional() })
const buildBody = z.object({
  ...pairFields,
  amount: positiveAmount,
  slippage: slippage.optional(),
  eip155: z.object({ slippage: slippage.optional() }).optional(),
  disableEstimate: z.boolean().optional(),
  projectId: z.string().optional(),
})

class NoQuoteError extends ServiceError {
  override name = 'NoQuoteError'
  constructor(details: string) {
    super(400, 'no_quote', 'No quote for this pair and amount', details)
  }
}

class SwapNotExecutableError extends ServiceError {
  override name = 'SwapNotExecutableError'
  constructor(details: string) {
    super(400, 'not_executable', 'Failed to create transaction', details)
  }
}

class SwapsUnavailableError extends ServiceError {
  override name = 'SwapsUnavailableError'
  constructor(caip2: string) {
    super(400, 'swaps_unavailable', `No Uniswap v3 deployment is configured for ${caip2}`)
  }
}

/**
 * The swap endpoints `/v1/convert/...`, answered from the chain's Uniswap v3 deployment: quotes from QuoterV2,
 * transactions to SwapRouter02 (the spender of the approvals).
 */
export function addConvertRoutes(context: BlockchainApiContext): void {
  const { readers } = context

  context.add('GET', '/v1/convert/tokens', (request) => {
    const reader = readers.get(parseInput(chainQuery, request.query, 'query parameter').chainId)
    const native = reader.token(nativeTokenAddress)
    const tokens = [...(native ? [native] : []), ...reader.chain.tokens].map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: `${reader.caip2}:${token.address}`,
      decimals: token.decimals,
      logoUri: `${request.baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
      eip2612: false,
      chainId: reader.caip2,
    }))
    return { json: { tokens } }
  })

  context.add('GET', '/v1/convert/gas-price', async (request) => {
    const reader = readers.get(parseInput(chainQuery, request.query, 'query parameter').chainId)
    const gasPrice = await reader.client.getGasPrice()
    return {
      json: {
        standard: gasPrice.toString(),
        fast: ((gasPrice * 120n) / 100n).toString(),
        instant: ((gasPrice * 150n) / 100n).toString(),
      },
    }
  })

  context.add('GET', '/v1/convert/quotes', async (request) => {
    const query = parseInput(quotesQuery, request.query, 'query parameter')
    const { reader, tokenIn, tokenOut } = pairOf(query)
    const { amountOut: toAmount } = await quote(reader, tokenIn, tokenOut, query.amount)
    return {
      json: {
        quotes: [
          {
            id: null,
            fromAmount: query.amount.toString(),
            fromAccount: `${reader.caip2}:${tokenIn}`,
            toAmount: toAmount.toString(),
            toAccount: `${reader.caip2}:${tokenOut}`,
          },
        ],
      },
    }
  })

  context.add('GET', '/v1/convert/allowance', async (request) => {
    const query = parseInput(allowanceQuery, request.query, 'query parameter')
    const reader = readers.get(query.tokenAddress.chainId)
    return {
      json: {
        allowance: (
          await allowanceOf(reader, query.tokenAddress.address, query.userAddress.address)
        ).toString(),
      },
    }
  })

  context.add('GET', '/v1/convert/build-approve', async (request) => {
    const query = parseInput(approveQuery, request.query, 'query parameter')
    const { reader, tokenIn } = pairOf(query)
    if (isNative(tokenIn))
      throw new InvalidInputError('Invalid query parameter "from": the native token needs no approval')
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [deploymentOf(reader).router, query.amount ?? maxUint256],
    })
    const gasPrice = await reader.client.getGasPrice()
    return {
      json: {
        tx: {
          from: query.userAddress.address,
          to: tokenIn,
          data,
          value: '0',
          eip155: { gasPrice: gasPrice.toString() },
        },
      },
    }
  })

  context.add('POST', '/v1/convert/build-transaction', async (request) => {
    const body = parseInput(buildBody, await request.body(), 'body field')
    const { reader, tokenIn, tokenOut } = pairOf(body)
    const user = body.userAddress.address
    const slippagePercent = body.eip155?.slippage ?? body.slippage ?? defaultSlippagePercent
    const { amountOut: toAmount, route } = await quote(reader, tokenIn, tokenOut, body.amount)
    const minAmountOut = (toAmount * (10_000n - BigInt(Math.round(slippagePercent * 100)))) / 10_000n
    const router = deploymentOf(reader).router
    const { data, value } = encodeUniswapV3Swap({
      route,
      amountIn: body.amount,
      amountOutMinimum: minAmountOut,
      recipient: user,
      nativeIn: isNative(tokenIn),
      nativeOut: isNative(tokenOut),
    })
    if (!isNative(tokenIn)) {
      const allowance = await allowanceOf(reader, tokenIn, user)
      if (allowance < body.amount) {
        throw new SwapNotExecutableError(
          `Allowance ${allowance} is below ${body.amount}: approve the router first`,
        )
      }
    }
    const [gasPrice, gas] = await Promise.all([
      reader.client.getGasPrice(),
      body.disableEstimate
        ? defaultGasUnits
        : reader.client.estimateGas({ account: user, to: router, data, value }).catch((error: unknown) => {
            throw new SwapNotExecutableError(errorText(error))
          }),
    ])
    return {
      json: {
        tx: {
          from: user,
          to: router,
          data,
          value: value.toString(),
          toAmount: toAmount.toString(),
          minAmountOut: minAmountOut.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      },
    }
  })

  function pairOf(input: {
    from: { chainId: number; address: Address }
    to: { chainId: number; address: Address }
  }) {
    if (input.from.chainId !== input.to.chainId) {
      throw new InvalidInputError(
        'Invalid query parameter "to": expected a token on the same chain as "from"',
      )
    }
    const reader = readers.get(input.from.chainId)
    for (const [field, token] of [
      ['from', input.from.address],
      ['to', input.to.address],
    ] as const) {
      if (!reader.token(token))
        throw new InvalidInputError(
          `Invalid parameter "${field}": ${token} is not a token listed on ${reader.caip2}`,
        )
    }
    if (input.from.address === input.to.address)
      throw new InvalidInputError('Invalid parameter "to": expected a token other than "from"')
    return { reader, tokenIn: input.from.address, tokenOut: input.to.address }
  }
}

function isNative(token: Address): boolean {
  return token.toLowerCase() === nativeTokenAddress.toLowerCase()
}

/** The chain's Uniswap v3 contracts and wrapped native token, or a 400 when swaps are not configured there. */
function deploymentOf(reader: EvmChainReader): UniswapV3Deployment {
  const { uniswap, weth } = reader.chain
  if (!uniswap || weth === zeroAddress) throw new SwapsUnavailableError(reader.caip2)
  return { ...uniswap, weth }
}

/** The best QuoterV2 quote over the pair's pools (the native coin trades as WETH). */
async function quote(reader: EvmChainReader, tokenIn: Address, tokenOut: Address, amount: bigint) {
  const deployment = deploymentOf(reader)
  const asPoolToken = (token: Address) => (isNative(token) ? deployment.weth : token)
  const [poolTokenIn, poolTokenOut] = [asPoolToken(tokenIn), asPoolToken(tokenOut)]
  if (poolTokenIn.toLowerCase() === poolTokenOut.toLowerCase())
    throw new NoQuoteError('Wrapping and unwrapping go through the wrapped native token itself, not a swap')
  const best = await quoteUniswapV3Swap({
    client: reader.client,
    deployment,
    tokenIn: poolTokenIn,
    tokenOut: poolTokenOut,
    amountIn: amount,
  }).catch((error: unknown) => {
    throw new NoQuoteError(errorText(error))
  })
  if (!best) throw new NoQuoteError('No Uniswap v3 pool trades this pair')
  if (best.amountOut === 0n) throw new NoQuoteError('The amount is too small to buy anything')
  return best
}

async function allowanceOf(reader: EvmChainReader, token: Address, owner: Address): Promise<bigint> {
  if (isNative(token)) return maxUint256
  if (!reader.token(token))
    throw new InvalidInputError(
      `Invalid parameter "tokenAddress": ${token} is not a token listed on ${reader.caip2}`,
    )
  return reader.client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, deploymentOf(reader).router],
  })
}

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string')
    return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
