import {
  encodeUniswapV3Swap,
  multicall3Address,
  quoteUniswapV3Swap,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
} from '@foyer/service'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerSpamNftAbi, multicall3Abi } from './abis.js'
import { compileContracts } from './compileContracts.js'
import { devnetPoolPairs, devnetTokens, spamNftSpec, wrappedNativeSpec } from './devnetTokens.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'
import { readUniswapArtifacts } from './readUniswapArtifacts.js'
import { startEvmChains } from './startEvmChains.js'
import { toViemChain } from './toViemChain.js'
import type { EvmDevnet, EvmDevnetChain } from './types.js'

let devnet: EvmDevnet

beforeAll(async () => {
  devnet = await startEvmChains({ basePort: 0 })
})

afterAll(async () => {
  await devnet?.stop()
})

function chainById(chainId: number): EvmDevnetChain {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`chain ${chainId} not started`)
  return chain
}

function tokenAddress(chain: EvmDevnetChain, symbol: string): Address {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`${symbol} not deployed`)
  return token.address
}

function clientsFor(chain: EvmDevnetChain, accountIndex: number) {
  const devAccount = devnet.accounts[accountIndex]
  if (!devAccount) throw new Error(`no dev account ${accountIndex}`)
  const account = privateKeyToAccount(devAccount.privateKey)
  const viemChain = toViemChain(chain)
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }) as PublicClient
  const walletClient = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  return { account, publicClient, walletClient }
}

async function balanceOf(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  if (token === nativeTokenAddress) return client.getBalance({ address: owner })
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

describe('startEvmChains', () => {
  it('starts the four default chains with their real ids and the dev accounts', async () => {
    expect(devnet.chains.map((chain) => [chain.chainId, chain.name])).toEqual([
      [1, 'Ethereum'],
      [42161, 'Arbitrum One'],
      [8453, 'Base'],
      [11155111, 'Sepolia'],
    ])
    expect(devnet.accounts).toHaveLength(10)
    expect(devnet.accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    for (const chain of devnet.chains) {
      const { publicClient } = clientsFor(chain, 0)
      expect(await publicClient.getChainId()).toBe(chain.chainId)
      expect(await publicClient.getTransactionCount({ address: devnet.accounts[0]?.address ?? '0x' })).toBe(0)
    }
  })

  it('deploys every token with its decimals and funds each dev account on each chain', async () => {
    for (const chain of devnet.chains) {
      const { publicClient } = clientsFor(chain, 0)
      expect(chain.tokens.map((token) => token.symbol)).toEqual([
        'USDC',
        'USDT',
        'DAI',
        'WETH',
        'UNI',
        'WBTC',
      ])
      for (const token of chain.tokens) {
        const [symbol, decimals] = await publicClient.multicall({
          allowFailure: false,
          contracts: [
            { address: token.address, abi: erc20Abi, functionName: 'symbol' },
            { address: token.address, abi: erc20Abi, functionName: 'decimals' },
          ],
        })
        expect(symbol).toBe(token.symbol)
        expect(decimals).toBe(token.decimals)
        const spec = [...devnetTokens, wrappedNativeSpec].find(
          (candidate) => candidate.symbol === token.symbol,
        )
        const expected = parseUnits(String(spec?.perAccount), token.decimals)
        const balances = await publicClient.multicall({
          allowFailure: false,
          contracts: devnet.accounts.map((account) => ({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [account.address] as const,
          })),
        })
        expect(balances).toEqual(devnet.accounts.map(() => expected))
      }
      expect(chain.weth).toBe(tokenAddress(chain, 'WETH'))
      expect(await publicClient.getBalance({ address: devnet.accounts[9]?.address ?? '0x' })).toBe(
        parseEther('10000'),
      )
    }
  })

  it('puts Multicall3 code at its shared address and answers aggregate3', async () => {
    const { artifacts } = await compileContracts()
    for (const chain of devnet.chains) {
      const { publicClient } = clientsFor(chain, 0)
      expect(chain.multicall3).toBe(multicall3Address)
      expect(await publicClient.getCode({ address: multicall3Address })).toBe(
        artifacts.FoyerMulticall3.deployedBytecode,
      )
      const usdc = tokenAddress(chain, 'USDC')
      const owner = devnet.accounts[0]?.address ?? '0x'
      const results = await publicClient.readContract({
        address: multicall3Address,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          [
            {
              target: usdc,
              allowFailure: false,
              callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
            },
            { target: usdc, allowFailure: true, callData: '0xdeadbeef' },
          ],
        ],
      })
      expect(results[0]?.success).toBe(true)
      expect(BigInt(results[0]?.returnData ?? '0x')).toBe(await balanceOf(publicClient, usdc, owner))
      expect(results[1]?.success).toBe(false)
    }
  })

  it("deploys Uniswap v3 from its npm artifacts and seeds each pool at the tokens' prices", async () => {
    const uniswapArtifacts = await readUniswapArtifacts()
    for (const chain of devnet.chains) {
      const { publicClient } = clientsFor(chain, 0)
      const uniswap = chain.uniswap
      if (!uniswap) throw new Error('no Uniswap deployment')
      expect(uniswap.router).toBe(chain.router)
      // The runtime code is the constructor's output of the unmodified artifact (immutables aside, same length).
      const routerCode = await publicClient.getCode({ address: uniswap.router })
      expect(routerCode?.length).toBeGreaterThan(40_000)
      expect(chain.pools).toHaveLength(devnetPoolPairs.length)
      for (const pool of chain.pools) {
        const [onChain, slot0, liquidity] = await Promise.all([
          publicClient.readContract({
            address: uniswap.factory,
            abi: uniswapV3FactoryAbi,
            functionName: 'getPool',
            args: [pool.token0, pool.token1, pool.fee],
          }),
          publicClient.readContract({ address: pool.address, abi: uniswapV3PoolAbi, functionName: 'slot0' }),
          publicClient.readContract({
            address: pool.address,
            abi: uniswapV3PoolAbi,
            functionName: 'liquidity',
          }),
        ])
        expect(onChain).toBe(pool.address)
        expect(liquidity).toBeGreaterThan(0n)
        const [token0, token1] = [pool.token0, pool.token1].map((address) =>
          chain.tokens.find((token) => token.address === address),
        )
        if (!token0 || !token1) throw new Error('pool of an unknown token')
        const rawPrice = (Number(slot0[0]) / 2 ** 96) ** 2
        const price = rawPrice * 10 ** (token0.decimals - token1.decimals)
        expect(price).toBeCloseTo(token0.priceUsd / token1.priceUsd, 6)
      }
    }
    expect(uniswapArtifacts.UniswapV3Pool.bytecode.length).toBeGreaterThan(40_000)
  })

  /** Quotes with QuoterV2 and sends SwapRouter02's multicall the way the service builds it. */
  async function swap(
    chain: EvmDevnetChain,
    accountIndex: number,
    tokenIn: Address,
    tokenOut: Address,
    amountIn: bigint,
  ) {
    const { account, publicClient, walletClient } = clientsFor(chain, accountIndex)
    const deployment = {
      ...(chain.uniswap ?? { factory: chain.router, quoter: chain.router, router: chain.router }),
      weth: chain.weth,
    }
    const asPoolToken = (token: Address) => (token === nativeTokenAddress ? chain.weth : token)
    const quote = await quoteUniswapV3Swap({
      client: publicClient,
      deployment,
      tokenIn: asPoolToken(tokenIn),
      tokenOut: asPoolToken(tokenOut),
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    const { data, value } = encodeUniswapV3Swap({
      route: quote.route,
      amountIn,
      amountOutMinimum: quote.amountOut,
      recipient: account.address,
      nativeIn: tokenIn === nativeTokenAddress,
      nativeOut: tokenOut === nativeTokenAddress,
    })
    if (tokenIn !== nativeTokenAddress) {
      await publicClient.waitForTransactionReceipt({
        hash: await walletClient.writeContract({
          address: tokenIn,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.router, amountIn],
        }),
      })
    }
    const [inBefore, outBefore] = await Promise.all([
      balanceOf(publicClient, tokenIn, account.address),
      balanceOf(publicClient, tokenOut, account.address),
    ])
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: await walletClient.sendTransaction({ to: chain.router, data, value }),
    })
    expect(receipt.status).toBe('success')
    const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
    const gasOn = (token: Address) => (token === nativeTokenAddress ? gasCost : 0n)
    expect(await balanceOf(publicClient, tokenIn, account.address)).toBe(inBefore - amountIn - gasOn(tokenIn))
    expect(await balanceOf(publicClient, tokenOut, account.address)).toBe(
      outBefore + quote.amountOut - gasOn(tokenOut),
    )
    if (tokenIn !== nativeTokenAddress) {
      expect(
        await publicClient.readContract({
          address: tokenIn,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account.address, chain.router],
        }),
      ).toBe(0n)
    }
    return quote
  }

  it("swaps ETH for USDC through SwapRouter02 by exactly QuoterV2's quote", async () => {
    const chain = chainById(1)
    const quote = await swap(chain, 1, nativeTokenAddress, tokenAddress(chain, 'USDC'), parseEther('1'))
    // 1 ETH at 3000 USD, less the 0.3% fee and the price impact on a 6M USD full-range pool.
    expect(quote.route.fees).toEqual([3000])
    expect(Number(quote.amountOut) / 1e6).toBeGreaterThan(2985)
    expect(Number(quote.amountOut) / 1e6).toBeLessThan(2991)
  })

  it('swaps USDC for DAI in their 0.05% pool after an exact approval, leaving no allowance', async () => {
    const chain = chainById(42161)
    const quote = await swap(
      chain,
      2,
      tokenAddress(chain, 'USDC'),
      tokenAddress(chain, 'DAI'),
      parseUnits('1000', 6),
    )
    expect(quote.route.fees).toEqual([500])
    expect(Number(quote.amountOut) / 1e18).toBeGreaterThan(999)
    expect(Number(quote.amountOut) / 1e18).toBeLessThan(999.5)
  })

  it('routes through WETH when a pair has no pool, and pays out the native coin', async () => {
    const chain = chainById(8453)
    const uni = await swap(
      chain,
      4,
      tokenAddress(chain, 'USDC'),
      tokenAddress(chain, 'UNI'),
      parseUnits('1000', 6),
    )
    expect(uni.route.tokens).toEqual([tokenAddress(chain, 'USDC'), chain.weth, tokenAddress(chain, 'UNI')])
    expect(Number(uni.amountOut) / 1e18).toBeGreaterThan(99)
    expect(Number(uni.amountOut) / 1e18).toBeLessThan(99.5)
    const eth = await swap(chain, 4, tokenAddress(chain, 'DAI'), nativeTokenAddress, parseUnits('3000', 18))
    expect(Number(eth.amountOut) / 1e18).toBeGreaterThan(0.99)
    expect(Number(eth.amountOut) / 1e18).toBeLessThan(0.9971)
  })

  it('reverts when the output is below amountOutMinimum', async () => {
    const chain = chainById(11155111)
    const { account, publicClient } = clientsFor(chain, 5)
    const amountIn = parseEther('1')
    const usdc = tokenAddress(chain, 'USDC')
    const deployment = {
      ...(chain.uniswap ?? { factory: chain.router, quoter: chain.router, router: chain.router }),
      weth: chain.weth,
    }
    const quote = await quoteUniswapV3Swap({
      client: publicClient,
      deployment,
      tokenIn: chain.weth,
      tokenOut: usdc,
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    const { data, value } = encodeUniswapV3Swap({
      route: quote.route,
      amountIn,
      amountOutMinimum: quote.amountOut + 1n,
      recipient: account.address,
      nativeIn: true,
      nativeOut: false,
    })
    await expect(publicClient.call({ account, to: chain.router, data, value })).rejects.toThrow(
      /Too little received/,
    )
  })

  it('mints the spam NFT collection to the dev accounts', async () => {
    for (const chain of devnet.chains) {
      const { publicClient } = clientsFor(chain, 0)
      const owner = devnet.accounts[0]?.address ?? '0x'
      const [name, balance, firstOwner, uri] = await publicClient.multicall({
        allowFailure: false,
        contracts: [
          { address: chain.spamNft, abi: foyerSpamNftAbi, functionName: 'name' },
          { address: chain.spamNft, abi: foyerSpamNftAbi, functionName: 'balanceOf', args: [owner] },
          { address: chain.spamNft, abi: foyerSpamNftAbi, functionName: 'ownerOf', args: [1n] },
          { address: chain.spamNft, abi: foyerSpamNftAbi, functionName: 'tokenURI', args: [1n] },
        ],
      })
      expect(name).toBe(spamNftSpec.name)
      expect(balance).toBe(BigInt(spamNftSpec.perAccount))
      expect(firstOwner).toBe(owner)
      expect(uri).toBe(`${spamNftSpec.baseUri}1`)
    }
  })

  it('stop() kills every anvil so their ports close', async () => {
    const urls = devnet.chains.map((chain) => chain.rpcUrl)
    await devnet.stop()
    for (const url of urls) {
      await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow()
    }
  })
})
