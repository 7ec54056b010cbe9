import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerSpamNftAbi, foyerSwapRouterAbi, multicall3Abi } from './abis.js'
import { compileContracts } from './compileContracts.js'
import { devnetTokens, spamNftSpec, wrappedNativeSpec } from './devnetTokens.js'
import { multicall3Address } from './multicall3Address.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'
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

  it('swaps ETH for USDC through the router by exactly getAmountOut', async () => {
    const chain = chainById(1)
    const { account, publicClient, walletClient } = clientsFor(chain, 1)
    const usdc = tokenAddress(chain, 'USDC')
    const amountIn = parseEther('1')
    const quote = await publicClient.readContract({
      address: chain.router,
      abi: foyerSwapRouterAbi,
      functionName: 'getAmountOut',
      args: [nativeTokenAddress, usdc, amountIn],
    })
    // 1 ETH at 3000 USD, less the 0.3% fee and the price impact on a 6M USD pool.
    expect(Number(quote) / 1e6).toBeGreaterThan(2985)
    expect(Number(quote) / 1e6).toBeLessThan(2991)

    const [ethBefore, usdcBefore] = await Promise.all([
      balanceOf(publicClient, nativeTokenAddress, account.address),
      balanceOf(publicClient, usdc, account.address),
    ])
    const hash = await walletClient.writeContract({
      address: chain.router,
      abi: foyerSwapRouterAbi,
      functionName: 'swapExactIn',
      args: [nativeTokenAddress, usdc, amountIn, quote, account.address],
      value: amountIn,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await balanceOf(publicClient, usdc, account.address)).toBe(usdcBefore + quote)
    expect(await balanceOf(publicClient, nativeTokenAddress, account.address)).toBe(
      ethBefore - amountIn - gasCost,
    )
  })

  it('swaps USDC for DAI after an approval, by exactly getAmountOut', async () => {
    const chain = chainById(42161)
    const { account, publicClient, walletClient } = clientsFor(chain, 2)
    const [usdc, dai] = [tokenAddress(chain, 'USDC'), tokenAddress(chain, 'DAI')]
    const amountIn = parseUnits('1000', 6)
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.router, amountIn],
      }),
    })
    const quote = await publicClient.readContract({
      address: chain.router,
      abi: foyerSwapRouterAbi,
      functionName: 'getAmountOut',
      args: [usdc, dai, amountIn],
    })
    expect(Number(quote) / 1e18).toBeGreaterThan(996)
    expect(Number(quote) / 1e18).toBeLessThan(997)
    const [usdcBefore, daiBefore] = await Promise.all([
      balanceOf(publicClient, usdc, account.address),
      balanceOf(publicClient, dai, account.address),
    ])
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: chain.router,
        abi: foyerSwapRouterAbi,
        functionName: 'swapExactIn',
        args: [usdc, dai, amountIn, quote, account.address],
      }),
    })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(publicClient, usdc, account.address)).toBe(usdcBefore - amountIn)
    expect(await balanceOf(publicClient, dai, account.address)).toBe(daiBefore + quote)
    expect(
      await publicClient.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, chain.router],
      }),
    ).toBe(0n)
  })

  it('requires an allowance for an ERC-20 input', async () => {
    const chain = chainById(8453)
    const { account, publicClient } = clientsFor(chain, 3)
    const usdc = tokenAddress(chain, 'USDC')
    await expect(
      publicClient.simulateContract({
        account,
        address: chain.router,
        abi: foyerSwapRouterAbi,
        functionName: 'swapExactIn',
        args: [usdc, nativeTokenAddress, parseUnits('100', 6), 0n, account.address],
      }),
    ).rejects.toThrow(/InsufficientAllowance/)
  })

  it('routes through WETH when a pair has no pool, and pays out the native coin', async () => {
    const chain = chainById(8453)
    const { account, publicClient, walletClient } = clientsFor(chain, 4)
    const [usdc, uni, dai] = [
      tokenAddress(chain, 'USDC'),
      tokenAddress(chain, 'UNI'),
      tokenAddress(chain, 'DAI'),
    ]
    for (const token of [usdc, dai]) {
      await publicClient.waitForTransactionReceipt({
        hash: await walletClient.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.router, maxUint256],
        }),
      })
    }
    const swapAndCheck = async (tokenIn: Address, tokenOut: Address, amountIn: bigint) => {
      const quote = await publicClient.readContract({
        address: chain.router,
        abi: foyerSwapRouterAbi,
        functionName: 'getAmountOut',
        args: [tokenIn, tokenOut, amountIn],
      })
      const outBefore = await balanceOf(publicClient, tokenOut, account.address)
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await walletClient.writeContract({
          address: chain.router,
          abi: foyerSwapRouterAbi,
          functionName: 'swapExactIn',
          args: [tokenIn, tokenOut, amountIn, quote, account.address],
        }),
      })
      const gasCost = tokenOut === nativeTokenAddress ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
      expect(await balanceOf(publicClient, tokenOut, account.address)).toBe(outBefore + quote - gasCost)
      return quote
    }
    const uniOut = await swapAndCheck(usdc, uni, parseUnits('1000', 6))
    expect(Number(uniOut) / 1e18).toBeGreaterThan(99)
    expect(Number(uniOut) / 1e18).toBeLessThan(99.5)
    const ethOut = await swapAndCheck(dai, nativeTokenAddress, parseUnits('3000', 18))
    expect(Number(ethOut) / 1e18).toBeGreaterThan(0.99)
    expect(Number(ethOut) / 1e18).toBeLessThan(0.9971)
  })

  it('wraps and unwraps the native coin 1:1 through the router', async () => {
    const chain = chainById(11155111)
    const { account, publicClient, walletClient } = clientsFor(chain, 6)
    const amount = parseEther('2')
    for (const [tokenIn, tokenOut] of [
      [nativeTokenAddress, chain.weth],
      [chain.weth, nativeTokenAddress],
    ] as const) {
      if (tokenIn === chain.weth) {
        await publicClient.waitForTransactionReceipt({
          hash: await walletClient.writeContract({
            address: chain.weth,
            abi: erc20Abi,
            functionName: 'approve',
            args: [chain.router, amount],
          }),
        })
      }
      expect(
        await publicClient.readContract({
          address: chain.router,
          abi: foyerSwapRouterAbi,
          functionName: 'getAmountOut',
          args: [tokenIn, tokenOut, amount],
        }),
      ).toBe(amount)
      const wethBefore = await balanceOf(publicClient, chain.weth, account.address)
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await walletClient.writeContract({
          address: chain.router,
          abi: foyerSwapRouterAbi,
          functionName: 'swapExactIn',
          args: [tokenIn, tokenOut, amount, amount, account.address],
          value: tokenIn === nativeTokenAddress ? amount : 0n,
        }),
      })
      expect(receipt.status).toBe('success')
      const wethAfter = await balanceOf(publicClient, chain.weth, account.address)
      expect(wethAfter - wethBefore).toBe(tokenOut === chain.weth ? amount : -amount)
    }
  })

  it('reverts when the output is below minAmountOut', async () => {
    const chain = chainById(11155111)
    const { account, publicClient } = clientsFor(chain, 5)
    const usdc = tokenAddress(chain, 'USDC')
    const amountIn = parseEther('1')
    const quote = await publicClient.readContract({
      address: chain.router,
      abi: foyerSwapRouterAbi,
      functionName: 'getAmountOut',
      args: [nativeTokenAddress, usdc, amountIn],
    })
    await expect(
      publicClient.simulateContract({
        account,
        address: chain.router,
        abi: foyerSwapRouterAbi,
        functionName: 'swapExactIn',
        args: [nativeTokenAddress, usdc, amountIn, quote + 1n, account.address],
        value: amountIn,
      }),
    ).rejects.toThrow(/InsufficientOutput/)
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
