import { base, type CaipNetwork, type Hex, mainnet, sepolia } from '@foyer/core'
import type { EvmDevnet } from '@foyer/devnet'
import { startEvmChains } from '@foyer/devnet'
import { ConformanceSetupError } from '../ConformanceSetupError.js'

export type ConformanceEvmDevnet = {
  evm: EvmDevnet
  /** Ethereum and Sepolia on local anvils: the dev wallet knows both. */
  networks: readonly [CaipNetwork, CaipNetwork]
  /** Base on a local anvil: the app lists it, the dev wallet does not. */
  unknownNetwork: CaipNetwork
  /** The chain ids the dev wallet knows. */
  walletChainIds: number[]
  /** The devnet's USDC on the first network: every dev account holds some. */
  usdc: Hex
  stop(): Promise<void>
}

/** Three anvils on free ports (Ethereum, Sepolia, Base ids) and the app's networks pointing at them. */
export async function startConformanceEvmDevnet(): Promise<ConformanceEvmDevnet> {
  const evm = await startEvmChains({ chains: [mainnet.id, sepolia.id, base.id], basePort: 0 })
  const local = (network: CaipNetwork): CaipNetwork => {
    const chain = evm.chains.find((entry) => entry.chainId === network.id)
    if (!chain) throw new ConformanceSetupError(`The devnet runs no chain ${network.id}.`)
    return { ...network, rpcUrls: { default: { http: [chain.rpcUrl] } } } as CaipNetwork
  }
  const usdc = evm.chains
    .find((chain) => chain.chainId === mainnet.id)
    ?.tokens.find((token) => token.symbol === 'USDC')?.address
  if (!usdc) throw new ConformanceSetupError('The devnet deployed no USDC on chain 1.')
  return {
    evm,
    usdc,
    networks: [local(mainnet), local(sepolia)],
    unknownNetwork: local(base),
    walletChainIds: [mainnet.id, sepolia.id],
    stop: () => evm.stop(),
  }
}
