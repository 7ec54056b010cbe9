import { multicall3Address, uniswapV3FactoryAbi } from '@foyer/service'
import {
  type Abi,
  type Address,
  createTestClient,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseAbiParameters,
  parseEther,
  parseUnits,
  publicActions,
  toHex,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { farcasterDevAccounts } from '../farcaster/farcasterDevAccounts.js'
import type { ContractArtifacts } from './compileContracts.js'
import { devnetRegistryNames } from './devnetNames.js'
import {
  devnetPoolPairs,
  devnetTokens,
  poolDepthUsd,
  spamNftSpec,
  wrappedNativeSpec,
} from './devnetTokens.js'
import { ContractDeploymentError } from './errors.js'
import { readEntryPointArtifact } from './readEntryPointArtifact.js'
import { readUniswapArtifacts } from './readUniswapArtifacts.js'
import { tokenPricesUsd } from './tokenPricesUsd.js'
import type { EvmDevnetChain, EvmDevnetPool, EvmDevnetToken } from './types.js'

export type DeployDevnetContractsParameters = {
  chainId: number
  rpcUrl: string
  artifacts: ContractArtifacts
  /** Dev accounts that receive tokens, WETH and spam NFTs. */
  recipients: Address[]
}

export type DeployDevnetContractsReturnType = Pick<
  EvmDevnetChain,
  | 'tokens'
  | 'weth'
  | 'router'
  | 'uniswap'
  | 'pools'
  | 'spamNft'
  | 'multicall3'
  | 'nameRegistry'
  | 'entryPoint'
  | 'accountFactory'
> & { idRegistry: Address }

/**
 * A key of its own (not a dev account) deploys everything, so the dev accounts' nonces stay at 0 and the
 * contract addresses are the same on every chain and every start.
 */
export const deployerAccount = privateKeyToAccount(keccak256(toHex('foyer-devnet-deployer')))

const deployerBalance = parseEther('1000000')
// Uniswap's factory, position manager and router each take about 5.5M gas to deploy, a pool about 5M to create.
const gasLimit = 12_000_000n

type PendingTransaction = { step: string; to?: Address; data: Hex; value?: bigint }

/**
 * Deploys and seeds the devnet contracts on a fresh anvil. Every transaction is signed locally with
 * precomputed nonces and addresses and sent in nonce order; anvil mines them one per block.
 */
export async function deployDevnetContracts({
  chainId,
  rpcUrl,
  artifacts,
  recipients,
}: DeployDevnetContractsParameters): Promise<DeployDevnetContractsReturnType> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { batch: true }) }).extend(
    publicActions,
  )
  const deployer = deployerAccount.address

  await Promise.all([
    client.setBalance({ address: deployer, value: deployerBalance }),
    client.setCode({ address: multicall3Address, bytecode: artifacts.FoyerMulticall3.deployedBytecode }),
  ])
  const [startNonce, block] = await Promise.all([
    client.getTransactionCount({ address: deployer }),
    client.getBlock(),
  ])

  const transactions: PendingTransaction[] = []
  const nextAddress = () =>
    getContractAddress({ from: deployer, nonce: BigInt(startNonce + transactions.length) })
  const deploy = (step: string, artifact: { abi: Abi; bytecode: Hex }, args: unknown[]): Address => {
    const address = nextAddress()
    transactions.push({
      step,
      data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }),
    })
    return address
  }
  const call = (
    step: string,
    to: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) => {
    transactions.push({ step, to, data: encodeFunctionData({ abi, functionName, args }), value })
  }

  const uniswapArtifacts = await readUniswapArtifacts()
  const weth = deploy('deploy WETH9', uniswapArtifacts.WETH9, [])
  const addressBySymbol = new Map<string, Address>([[wrappedNativeSpec.symbol, weth]])
  for (const token of devnetTokens) {
    const address = deploy(`deploy ${token.symbol}`, artifacts.FoyerToken, [
      token.name,
      token.symbol,
      token.decimals,
    ])
    addressBySymbol.set(token.symbol, address)
  }
  const factory = deploy('deploy UniswapV3Factory', uniswapArtifacts.UniswapV3Factory, [])
  // No token descriptor: only `tokenURI` of a position NFT reads it.
  const positionManager = deploy(
    'deploy NonfungiblePositionManager',
    uniswapArtifacts.NonfungiblePositionManager,
    [factory, weth, zeroAddress],
  )
  const quoter = deploy('deploy QuoterV2', uniswapArtifacts.QuoterV2, [factory, weth])
  // No Uniswap v2 factory on the devnet: SwapRouter02's v2 calls are never built.
  const router = deploy('deploy SwapRouter02', uniswapArtifacts.SwapRouter02, [
    zeroAddress,
    factory,
    positionManager,
    weth,
  ])
  const spamNft = deploy('deploy spam NFT', artifacts.FoyerSpamNft, [
    spamNftSpec.name,
    spamNftSpec.symbol,
    spamNftSpec.baseUri,
  ])

  const nameRegistry = deploy('deploy FoyerNameRegistry', artifacts.FoyerNameRegistry, [])
  for (const { accountIndex, name } of devnetRegistryNames) {
    const account = recipients[accountIndex]
    if (account)
      call(`name ${name}`, nameRegistry, artifacts.FoyerNameRegistry.abi, 'setNameFor', [account, name])
  }

  const addressOf = (symbol: string): Address => {
    const address = addressBySymbol.get(symbol)
    if (!address)
      throw new ContractDeploymentError({ chainId, step: 'plan', cause: `Unknown token ${symbol}` })
    return address
  }
  const decimalsOf = (symbol: string) =>
    symbol === wrappedNativeSpec.symbol
      ? wrappedNativeSpec.decimals
      : (devnetTokens.find((token) => token.symbol === symbol)?.decimals ?? 18)
  const poolSeed = (symbol: string) => {
    const price = tokenPricesUsd[symbol as keyof typeof tokenPricesUsd]
    return parseUnits((poolDepthUsd / price).toFixed(decimalsOf(symbol)), decimalsOf(symbol))
  }
  const poolInitCodeHash = keccak256(uniswapArtifacts.UniswapV3Pool.bytecode)
  const pools = devnetPoolPairs.map(([symbolA, symbolB, fee]) => {
    const [a, b] = [addressOf(symbolA), addressOf(symbolB)]
    const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    const [amount0, amount1] =
      token0 === a ? [poolSeed(symbolA), poolSeed(symbolB)] : [poolSeed(symbolB), poolSeed(symbolA)]
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: keccak256(
        encodeAbiParameters(parseAbiParameters('address, address, uint24'), [token0, token1, fee]),
      ),
      bytecodeHash: poolInitCodeHash,
    })
    return { address, token0, token1, fee, amount0, amount1, symbols: [symbolA, symbolB] as const }
  })

  // The deployer holds what it seeds the pools with; the dev accounts get their tokens and WETH.
  for (const token of devnetTokens) {
    const seeded = pools.filter((pool) => pool.symbols.includes(token.symbol)).length
    const perAccount = parseUnits(String(token.perAccount), token.decimals)
    call(`mint ${token.symbol}`, addressOf(token.symbol), artifacts.FoyerToken.abi, 'mintBatch', [
      [...recipients, deployer],
      [...recipients.map(() => perAccount), poolSeed(token.symbol) * BigInt(seeded)],
    ])
  }
  const wethPerAccount = parseEther(String(wrappedNativeSpec.perAccount))
  const wethPools = pools.filter((pool) => pool.symbols.includes(wrappedNativeSpec.symbol)).length
  const wethSeed = poolSeed(wrappedNativeSpec.symbol) * BigInt(wethPools)
  call(
    'wrap ETH',
    weth,
    uniswapArtifacts.WETH9.abi,
    'deposit',
    [],
    wethSeed + wethPerAccount * BigInt(recipients.length),
  )
  for (const recipient of recipients)
    call('send WETH to a dev account', weth, uniswapArtifacts.WETH9.abi, 'transfer', [
      recipient,
      wethPerAccount,
    ])
  for (const symbol of addressBySymbol.keys()) {
    call(`approve ${symbol} to the position manager`, addressOf(symbol), erc20Abi, 'approve', [
      positionManager,
      maxUint256,
    ])
  }
  const positionManagerAbi = uniswapArtifacts.NonfungiblePositionManager.abi
  for (const pool of pools) {
    const pair = pool.symbols.join('/')
    call(`create pool ${pair}`, positionManager, positionManagerAbi, 'createAndInitializePoolIfNecessary', [
      pool.token0,
      pool.token1,
      pool.fee,
      sqrtPriceX96(pool.amount0, pool.amount1),
    ])
    const spacing = tickSpacings[pool.fee] ?? 60
    call(`add liquidity ${pair}`, positionManager, positionManagerAbi, 'mint', [
      {
        token0: pool.token0,
        token1: pool.token1,
        fee: pool.fee,
        tickLower: -Math.floor(maxTick / spacing) * spacing,
        tickUpper: Math.floor(maxTick / spacing) * spacing,
        amount0Desired: pool.amount0,
        amount1Desired: pool.amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: deployer,
        deadline: maxUint256,
      },
    ])
  }
  call('mint spam NFTs', spamNft, artifacts.FoyerSpamNft.abi, 'mintBatch', [
    recipients,
    BigInt(spamNftSpec.perAccount),
  ])
  // ERC-4337 for the embedded wallet's smart accounts: the EntryPoint v0.7 and our account factory.
  const entryPoint = deploy('deploy EntryPoint v0.7', await readEntryPointArtifact(), [])
  const accountFactory = deploy('deploy FoyerAccountFactory', artifacts.FoyerAccountFactory, [entryPoint])
  // Last, so the addresses deployed before it stay where they were. Registered in fid order: fids count from 1.
  const idRegistry = deploy('deploy FoyerIdRegistry', artifacts.FoyerIdRegistry, [])
  for (const { fid, accountIndex } of farcasterDevAccounts) {
    const custody = recipients[accountIndex]
    if (custody) call(`register fid ${fid}`, idRegistry, artifacts.FoyerIdRegistry.abi, 'register', [custody])
  }

  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 4n + 1_000_000_000n
  const signed = await Promise.all(
    transactions.map((transaction, index) =>
      deployerAccount.signTransaction({
        type: 'eip1559',
        chainId,
        nonce: startNonce + index,
        gas: gasLimit,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
        to: transaction.to ?? null,
        data: transaction.data,
        value: transaction.value ?? 0n,
      }),
    ),
  )
  let hashes: Hex[]
  try {
    // One at a time, in nonce order: anvil (1.7) has been seen to strand part of a large concurrent batch in its pool.
    hashes = []
    for (const serializedTransaction of signed)
      hashes.push(await client.sendRawTransaction({ serializedTransaction }))
  } catch (cause) {
    throw new ContractDeploymentError({ chainId, step: 'send transactions', cause })
  }

  await waitUntilMined(client, { chainId, startNonce, signed })
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  receipts.forEach((receipt, index) => {
    if (receipt.status !== 'success') {
      throw new ContractDeploymentError({
        chainId,
        step: transactions[index]?.step ?? 'unknown',
        cause: receipt,
      })
    }
  })

  const onChainPools = await Promise.all(
    pools.map((pool) =>
      client.readContract({
        address: factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool',
        args: [pool.token0, pool.token1, pool.fee],
      }),
    ),
  )
  pools.forEach((pool, index) => {
    if (getAddress(onChainPools[index] ?? '0x') !== pool.address) {
      throw new ContractDeploymentError({
        chainId,
        step: 'check pool addresses',
        cause: { expected: pool.address, onChainPools },
      })
    }
  })

  const tokens: EvmDevnetToken[] = [
    ...devnetTokens.slice(0, 3),
    wrappedNativeSpec,
    ...devnetTokens.slice(3),
  ].map(({ symbol, name, decimals }) => ({
    symbol,
    name,
    address: addressOf(symbol),
    decimals,
    priceUsd: tokenPricesUsd[symbol],
  }))
  const poolList: EvmDevnetPool[] = pools.map(({ address, token0, token1, fee }) => ({
    address,
    token0,
    token1,
    fee,
  }))
  return {
    tokens,
    weth,
    router,
    uniswap: { factory, quoter, router },
    pools: poolList,
    spamNft,
    multicall3: multicall3Address,
    nameRegistry,
    entryPoint,
    accountFactory,
    idRegistry,
  }
}

/** Uniswap v3's `TickMath.MAX_TICK`, and the tick spacing of each fee tier the factory enables. */
const maxTick = 887_272
const tickSpacings: Record<number, number> = { 500: 10, 3000: 60, 10000: 200 }

/** The pool price at which `amount0` of token0 is worth `amount1` of token1: sqrt(amount1 / amount0) in Q64.96. */
export function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  return squareRoot((amount1 << 192n) / amount0)
}

function squareRoot(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

/**
 * Waits until anvil has mined every transaction of the batch (the deployer's nonce has moved past the last one).
 * Under load anvil has been seen to leave some of a large batch unmined; transactions still missing after a quiet
 * moment are sent again (the same signed bytes, so nothing can be mined twice). Gives up with a clear error.
 */
async function waitUntilMined(
  client: {
    getTransactionCount(parameters: { address: Address; blockTag: 'latest' }): Promise<number>
    sendRawTransaction(parameters: { serializedTransaction: Hex }): Promise<Hex>
  },
  { chainId, startNonce, signed }: { chainId: number; startNonce: number; signed: Hex[] },
  timeoutMs = 30_000,
): Promise<void> {
  const target = startNonce + signed.length
  const deadline = Date.now() + timeoutMs
  let lastProgress = Date.now()
  let mined = startNonce
  while (mined < target) {
    if (Date.now() > deadline) {
      throw new ContractDeploymentError({
        chainId,
        step: 'wait for the deployment transactions',
        cause: `${mined - startNonce} of ${signed.length} transactions mined after ${timeoutMs} ms`,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    const nonce = await client.getTransactionCount({ address: deployerAccount.address, blockTag: 'latest' })
    if (nonce > mined) {
      mined = nonce
      lastProgress = Date.now()
    } else if (Date.now() - lastProgress > 1_000) {
      for (const serializedTransaction of signed.slice(mined - startNonce)) {
        await client.sendRawTransaction({ serializedTransaction }).catch(() => undefined)
      }
      lastProgress = Date.now()
    }
  }
}
