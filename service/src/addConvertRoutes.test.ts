import {
  BuildApproveTransactionResponseSchema,
  BuildSwapTransactionResponseSchema,
  GasPriceSchema,
  HistoryResponseSchema,
  SwapAllowanceSchema,
  SwapQuotesResponseSchema,
  SwapTokensResponseSchema,
} from '@foyer/core/schemas'
import { type EvmDevnet, type EvmDevnetChain, startEvmChains, toViemChain } from '@foyer/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeTokenAddress } from './blockchainInputs.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { uniswapQuoterV2Abi, uniswapSwapRouter02Abi } from './uniswapV3Abis.js'

let evm: EvmDevnet
let service: ReferenceService
let chain: EvmDevnetChain
let publicClient: PublicClient

beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  service = await startReferenceService({ evm })
  chain = evm.chains[0] as EvmDevnetChain
  publicClient = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
})
afterAll(async () => {
  await service?.stop()
  await evm?.stop()
})

const tokenOf = (symbol: string) => {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`${symbol} missing`)
  return token.address
}
const caip = (address: string) => `eip155:1:${address}`

async function api(path: string, init?: { method?: string; body?: unknown }) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${service.url}${path}${separator}projectId=foyer-dev&clientId=test-client`, {
    method: init?.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function walletOf(index: number) {
  const dev = evm.accounts[index]
  if (!dev) throw new Error(`no dev account ${index}`)
  const account = privateKeyToAccount(dev.privateKey)
  return {
    account,
    wallet: createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl) }),
  }
}

async function balanceOf(token: Address, owner: Address): Promise<bigint> {
  if (token === nativeTokenAddress) return publicClient.getBalance({ address: owner })
  return publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

describe('swap endpoints against a real chain', () => {
  it('lists the native token at the sentinel address and every ERC-20', async () => {
    const { body } = await api('/v1/convert/tokens?chainId=eip155:1')
    const { tokens } = SwapTokensResponseSchema.parse(body)
    expect(tokens[0]).toMatchObject({ symbol: 'ETH', address: caip(nativeTokenAddress), decimals: 18 })
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', ...chain.tokens.map((token) => token.symbol)])
  })

  it('quotes what the router quotes, and answers gas prices from eth_gasPrice', async () => {
    const amount = parseUnits('250', 6)
    const { body } = await api(
      `/v1/convert/quotes?amount=${amount}&userAddress=${caip(evm.accounts[0]?.address ?? '')}&from=${caip(tokenOf('USDC'))}&to=${caip(tokenOf('DAI'))}`,
    )
    const quote = SwapQuotesResponseSchema.parse(body).quotes[0]
    // The USDC/DAI pool of the 0.05% tier, the only one the factory has for the pair.
    const { result } = await publicClient.simulateContract({
      address: chain.uniswap?.quoter ?? '0x',
      abi: uniswapQuoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: tokenOf('USDC'),
          tokenOut: tokenOf('DAI'),
          amountIn: amount,
          fee: 500,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    expect(quote?.toAmount).toBe(result[0].toString())
    expect(Number(quote?.toAmount) / 1e18).toBeGreaterThan(240)
    const gas = GasPriceSchema.parse((await api('/v1/convert/gas-price?chainId=eip155:1')).body)
    const gasPrice = await publicClient.getGasPrice()
    expect(BigInt(gas.standard)).toBe(gasPrice)
    expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.standard))
  })

  it('builds an approval and a swap that execute on anvil and move balances by the quoted amounts', async () => {
    const { account, wallet } = walletOf(3)
    const usdc = tokenOf('USDC')
    const dai = tokenOf('DAI')
    const amount = parseUnits('1000', 6)
    const user = caip(account.address)

    const allowanceBefore = SwapAllowanceSchema.parse(
      (await api(`/v1/convert/allowance?tokenAddress=${caip(usdc)}&userAddress=${user}`)).body,
    )
    expect(BigInt(allowanceBefore.allowance)).toBeLessThan(amount)
    const refused = await api('/v1/convert/build-transaction', {
      method: 'POST',
      body: { amount: amount.toString(), slippage: '1', from: caip(usdc), to: caip(dai), userAddress: user },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Failed to create transaction')

    const approve = BuildApproveTransactionResponseSchema.parse(
      (await api(`/v1/convert/build-approve?from=${caip(usdc)}&to=${caip(dai)}&userAddress=${user}`)).body,
    ).tx
    expect(approve.to).toBe(usdc)
    await send(wallet, { to: approve.to as Address, data: approve.data as Hex, value: BigInt(approve.value) })
    const allowanceAfter = SwapAllowanceSchema.parse(
      (await api(`/v1/convert/allowance?tokenAddress=${caip(usdc)}&userAddress=${user}`)).body,
    )
    expect(BigInt(allowanceAfter.allowance)).toBeGreaterThanOrEqual(amount)

    const quote = SwapQuotesResponseSchema.parse(
      (
        await api(
          `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${caip(usdc)}&to=${caip(dai)}`,
        )
      ).body,
    ).quotes[0]
    const built = await buildSwap({
      amount: amount.toString(),
      slippage: '1',
      from: caip(usdc),
      to: caip(dai),
      userAddress: user,
    })
    expect(built.to).toBe(chain.router)
    expect(built.value).toBe('0')
    expect(decodedSwap(built.data as Hex)).toEqual([
      {
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: usdc,
            tokenOut: dai,
            fee: 500,
            recipient: account.address,
            amountIn: amount,
            amountOutMinimum: built.minAmountOut,
            sqrtPriceLimitX96: 0n,
          },
        ],
      },
    ])
    expect(built.minAmountOut).toBe((BigInt(quote?.toAmount ?? '') * 99n) / 100n)
    const [usdcBefore, daiBefore] = await Promise.all([
      balanceOf(usdc, account.address),
      balanceOf(dai, account.address),
    ])
    const receipt = await send(wallet, {
      to: built.to as Address,
      data: built.data as Hex,
      value: BigInt(built.value),
      gas: BigInt(built.eip155.gas),
    })
    const [usdcAfter, daiAfter] = await Promise.all([
      balanceOf(usdc, account.address),
      balanceOf(dai, account.address),
    ])
    expect(usdcBefore - usdcAfter).toBe(amount)
    expect((daiAfter - daiBefore).toString()).toBe(quote?.toAmount)

    const history = HistoryResponseSchema.parse(
      (await api(`/v1/account/${account.address}/history?chainId=eip155:1`)).body,
    )
    const latest = history.data[0]
    expect(latest?.metadata).toMatchObject({
      operationType: 'trade',
      hash: receipt.transactionHash,
      status: 'confirmed',
      chain: 'eip155:1',
    })
    expect(
      latest?.transfers.map((transfer) => [
        transfer.direction,
        transfer.fungible_info?.symbol,
        transfer.quantity.numeric,
      ]),
    ).toEqual(
      // A Uniswap pool pays out before it takes the input in, so the order is the pool's.
      expect.arrayContaining([
        ['out', 'USDC', '1000'],
        ['in', 'DAI', formatUnits(BigInt(quote?.toAmount ?? 0), 18)],
      ]),
    )
    expect(latest?.transfers).toHaveLength(2)
    expect(history.data[1]?.metadata.operationType).toBe('approve')
  })

  it('swaps the native token with value set and no approval', async () => {
    const { account, wallet } = walletOf(4)
    const usdc = tokenOf('USDC')
    const amount = parseEther('0.5')
    const user = caip(account.address)
    const allowance = SwapAllowanceSchema.parse(
      (await api(`/v1/convert/allowance?tokenAddress=${caip(nativeTokenAddress)}&userAddress=${user}`)).body,
    )
    expect(BigInt(allowance.allowance)).toBe(2n ** 256n - 1n)
    const quote = SwapQuotesResponseSchema.parse(
      (
        await api(
          `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${caip(nativeTokenAddress)}&to=${caip(usdc)}`,
        )
      ).body,
    ).quotes[0]
    const built = await buildSwap({
      amount: amount.toString(),
      eip155: { slippage: 0.5 },
      from: caip(nativeTokenAddress),
      to: caip(usdc),
      userAddress: user,
    })
    expect(built.value).toBe(amount.toString())
    const [ethBefore, usdcBefore] = await Promise.all([
      balanceOf(nativeTokenAddress, account.address),
      balanceOf(usdc, account.address),
    ])
    const receipt = await send(wallet, {
      to: built.to as Address,
      data: built.data as Hex,
      value: BigInt(built.value),
      gas: BigInt(built.eip155.gas),
    })
    const [ethAfter, usdcAfter] = await Promise.all([
      balanceOf(nativeTokenAddress, account.address),
      balanceOf(usdc, account.address),
    ])
    expect(ethBefore - ethAfter).toBe(amount + receipt.gasUsed * receipt.effectiveGasPrice)
    expect((usdcAfter - usdcBefore).toString()).toBe(quote?.toAmount)
    const history = HistoryResponseSchema.parse((await api(`/v1/account/${account.address}/history`)).body)
    expect(
      history.data[0]?.transfers.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol]),
    ).toEqual([
      ['out', 'ETH'],
      ['in', 'USDC'],
    ])
  })

  it('pays out the native coin through unwrapWETH9 after a route through WETH', async () => {
    const { account, wallet } = walletOf(5)
    const uni = tokenOf('UNI')
    const amount = parseUnits('30', 18)
    const user = caip(account.address)
    const approve = BuildApproveTransactionResponseSchema.parse(
      (
        await api(
          `/v1/convert/build-approve?from=${caip(uni)}&to=${caip(nativeTokenAddress)}&userAddress=${user}&amount=${amount}`,
        )
      ).body,
    ).tx
    await send(wallet, { to: approve.to as Address, data: approve.data as Hex, value: 0n })
    const built = await buildSwap({
      amount: amount.toString(),
      from: caip(uni),
      to: caip(nativeTokenAddress),
      userAddress: user,
    })
    const minAmountOut = built.minAmountOut
    expect(decodedSwap(built.data as Hex)).toEqual([
      {
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: uni,
            tokenOut: chain.weth,
            fee: 3000,
            recipient: '0x0000000000000000000000000000000000000002',
            amountIn: amount,
            amountOutMinimum: minAmountOut,
            sqrtPriceLimitX96: 0n,
          },
        ],
      },
      { functionName: 'unwrapWETH9', args: [minAmountOut, account.address] },
    ])
    const ethBefore = await balanceOf(nativeTokenAddress, account.address)
    const receipt = await send(wallet, { to: built.to as Address, data: built.data as Hex, value: 0n })
    const ethAfter = await balanceOf(nativeTokenAddress, account.address)
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(built.toAmount)
    expect(await balanceOf(chain.weth, chain.router)).toBe(0n)
    const allowance = SwapAllowanceSchema.parse(
      (await api(`/v1/convert/allowance?tokenAddress=${caip(uni)}&userAddress=${user}`)).body,
    )
    expect(allowance.allowance).toBe('0')
  })

  it('answers no_quote for wrapping through the router', async () => {
    const user = caip(evm.accounts[0]?.address ?? '')
    const { status, body } = await api(
      `/v1/convert/quotes?amount=5&userAddress=${user}&from=${caip(nativeTokenAddress)}&to=${caip(chain.weth)}`,
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'no_quote' })
  })

  it('rejects bad swap inputs with a 400 naming the field', async () => {
    const user = caip(evm.accounts[0]?.address ?? '')
    const usdc = caip(tokenOf('USDC'))
    const cases: [string, string][] = [
      [
        `/v1/convert/quotes?amount=-5&userAddress=${user}&from=${usdc}&to=${caip(nativeTokenAddress)}`,
        '"amount"',
      ],
      [
        `/v1/convert/quotes?amount=0&userAddress=${user}&from=${usdc}&to=${caip(nativeTokenAddress)}`,
        '"amount"',
      ],
      [
        `/v1/convert/quotes?amount=5&userAddress=0x123&from=${usdc}&to=${caip(nativeTokenAddress)}`,
        '"userAddress"',
      ],
      [
        `/v1/convert/quotes?amount=5&userAddress=${user}&from=${usdc}&to=eip155:1:0x${'12'.repeat(20)}`,
        '"to"',
      ],
      [`/v1/convert/quotes?amount=5&userAddress=${user}&from=${usdc}&to=${usdc}`, '"to"'],
      [`/v1/convert/tokens?chainId=eip155:999`, 'eip155:999'],
      [`/v1/convert/gas-price?chainId=banana`, '"chainId"'],
      [`/v1/convert/build-approve?from=${caip(nativeTokenAddress)}&to=${usdc}&userAddress=${user}`, '"from"'],
    ]
    for (const [path, field] of cases) {
      const { status, body } = await api(path)
      expect(status, path).toBe(400)
      expect(body.message, path).toContain(field)
    }
    const malformed = await fetch(`${service.url}/v1/convert/build-transaction?projectId=foyer-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount": 1,',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: 'malformed_json' })
  })
})

/** Builds a swap; with the service's `toAmount` and `minAmountOut`, which the core schema leaves out. */
async function buildSwap(body: Record<string, unknown>) {
  const response = await api('/v1/convert/build-transaction', { method: 'POST', body })
  const tx = BuildSwapTransactionResponseSchema.parse(response.body).tx
  const amounts = response.body.tx as { toAmount: string; minAmountOut: string }
  return { ...tx, toAmount: BigInt(amounts.toAmount), minAmountOut: BigInt(amounts.minAmountOut) }
}

/** The calls inside SwapRouter02's `multicall(bytes[])`. */
function decodedSwap(data: Hex) {
  const outer = decodeFunctionData({ abi: uniswapSwapRouter02Abi, data })
  expect(outer.functionName).toBe('multicall')
  const calls = (outer.args?.[0] ?? []) as Hex[]
  return calls.map((call) => {
    const { functionName, args } = decodeFunctionData({ abi: uniswapSwapRouter02Abi, data: call })
    return { functionName, args }
  })
}

async function send(
  wallet: ReturnType<typeof walletOf>['wallet'],
  transaction: { to: Address; data: Hex; value: bigint; gas?: bigint },
) {
  const hash = await wallet.sendTransaction(transaction)
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}
