import { startEvmChains } from '@foyer/devnet'
import { startReferenceService } from '@foyer/service'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    swapsDevnet: {
      serviceUrl: string
      rpcUrl: string
      keys: `0x${string}`[]
      router: string
      weth: string
      tokens: { symbol: string; address: string; decimals: number }[]
    }
  }
}

/** Vitest global setup: an anvil chain (eip155:1) and the reference service, shared by the test files. */
export default async function setup(project: TestProject) {
  const evm = await startEvmChains({ chains: [1], basePort: 0 })
  const service = await startReferenceService({ evm })
  project.provide('swapsDevnet', {
    serviceUrl: service.url,
    rpcUrl: evm.chains[0]?.rpcUrl ?? '',
    keys: evm.accounts.slice(3, 7).map((account) => account.privateKey as `0x${string}`),
    router: evm.chains[0]?.router ?? '',
    weth: evm.chains[0]?.weth ?? '',
    tokens: (evm.chains[0]?.tokens ?? []).map(({ symbol, address, decimals }) => ({
      symbol,
      address,
      decimals,
    })),
  })
  return async () => {
    await service.stop()
    await evm.stop()
  }
}
