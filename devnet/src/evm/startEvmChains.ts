import { BaseError } from '@foyer/core'
import { getEvmChainName } from '@foyer/service/networks'
import { getFreePort } from '@foyer/service/testing'
import * as z from 'zod'
import { compileContracts, defaultCacheDir } from './compileContracts.js'
import { deployDevnetContracts } from './deployDevnetContracts.js'
import { defaultMnemonic, deriveDevAccounts } from './deriveDevAccounts.js'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.js'
import type { EvmDevnet, EvmDevnetChain } from './types.js'

export const defaultEvmChainIds = [1, 42161, 8453, 11155111] as const
export const defaultEvmBasePort = 8545

export class InvalidEvmChainsOptionsError extends BaseError {
  override name = 'InvalidEvmChainsOptionsError'
  constructor(error: z.ZodError) {
    super('Invalid options for startEvmChains.', { details: z.prettifyError(error) })
  }
}

const startEvmChainsParametersSchema = z.object({
  chains: z
    .array(z.number().int().positive())
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, 'chain ids must be unique')
    .default([...defaultEvmChainIds]),
  /** Chain i listens on `basePort + i`; `0` picks free ports (for tests). */
  basePort: z.number().int().min(0).max(65_535).default(defaultEvmBasePort),
  mnemonic: z
    .string()
    .refine((value) => value.trim().split(/\s+/).length >= 12, 'mnemonic must have at least 12 words')
    .default(defaultMnemonic),
  cacheDir: z.string().default(defaultCacheDir),
})

export type StartEvmChainsParameters = z.input<typeof startEvmChainsParametersSchema>

/**
 * Starts one anvil per chain id on 127.0.0.1 and deploys the devnet contracts on each: test ERC-20s,
 * WETH9, Uniswap v3 (factory, seeded pools, QuoterV2, SwapRouter02) from Uniswap's npm artifacts, a spam NFT collection and Multicall3.
 */
export async function startEvmChains(parameters: StartEvmChainsParameters = {}): Promise<EvmDevnet> {
  const parsed = startEvmChainsParametersSchema.safeParse(parameters)
  if (!parsed.success) throw new InvalidEvmChainsOptionsError(parsed.error)
  const { chains: chainIds, basePort, mnemonic, cacheDir } = parsed.data

  const accounts = deriveDevAccounts(mnemonic)
  const compiled = compileContracts({ cacheDir })
  compiled.catch(() => {})

  const anvils: StartAnvilReturnType[] = []
  const stop = async () => {
    await Promise.all(anvils.splice(0).map((anvil) => anvil.stop()))
  }
  try {
    const ports = await Promise.all(
      chainIds.map((_, index) => (basePort === 0 ? getFreePort() : Promise.resolve(basePort + index))),
    )
    const started = await Promise.allSettled(
      chainIds.map((chainId, index) => startAnvil({ chainId, port: ports[index] ?? 0, mnemonic })),
    )
    for (const result of started) if (result.status === 'fulfilled') anvils.push(result.value)
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason

    const { artifacts } = await compiled
    const recipients = accounts.map((account) => account.address)
    const chains = await Promise.all(
      anvils.map(async (anvil): Promise<EvmDevnetChain> => {
        const contracts = await deployDevnetContracts({
          chainId: anvil.chainId,
          rpcUrl: anvil.rpcUrl,
          artifacts,
          recipients,
        })
        return {
          chainId: anvil.chainId,
          name: getEvmChainName(anvil.chainId),
          rpcUrl: anvil.rpcUrl,
          nativeSymbol: 'ETH',
          ...contracts,
        }
      }),
    )
    return { mnemonic, accounts, chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
