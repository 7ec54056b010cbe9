import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import * as z from 'zod'

export type DeployableArtifact = { abi: Abi; bytecode: Hex }

export type UniswapArtifacts = {
  WETH9: DeployableArtifact
  UniswapV3Factory: DeployableArtifact
  UniswapV3Pool: DeployableArtifact
  NonfungiblePositionManager: DeployableArtifact
  QuoterV2: DeployableArtifact
  SwapRouter02: DeployableArtifact
}

/** Each contract as its npm package ships it compiled: the bytecode deployed on mainnet, unmodified. */
const artifactPaths: Record<keyof UniswapArtifacts, string> = {
  // Uniswap's own build of the canonical WETH9 source (waffle's output: bytecode without the 0x).
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  QuoterV2: '@uniswap/swap-router-contracts/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  SwapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
}

const artifactSchema = z.object({
  abi: z.array(z.any()),
  bytecode: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]+$/)
    .transform((bytecode) => (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex),
})

let cached: Promise<UniswapArtifacts> | undefined

/** Reads WETH9 and the Uniswap v3 contracts (factory, pool, position manager, QuoterV2, SwapRouter02). */
export function readUniswapArtifacts(): Promise<UniswapArtifacts> {
  cached ??= readAll()
  return cached
}

async function readAll(): Promise<UniswapArtifacts> {
  const require = createRequire(import.meta.url)
  const entries = await Promise.all(
    Object.entries(artifactPaths).map(async ([name, specifier]) => {
      const parsed = artifactSchema.parse(JSON.parse(await readFile(require.resolve(specifier), 'utf8')))
      return [name, { abi: parsed.abi as Abi, bytecode: parsed.bytecode }] as const
    }),
  )
  return Object.fromEntries(entries) as UniswapArtifacts
}
