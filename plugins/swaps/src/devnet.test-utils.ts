import type { ProvidedContext } from 'vitest'
import type { PluginsDevnet } from '../../globalSetup.js'

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

/** The swap tests' fixtures on the plugins' shared devnet (`plugins/globalSetup.ts`): the pools, four dev accounts' keys. */
export async function prepareSwapsDevnet({
  evm,
  service,
}: PluginsDevnet): Promise<ProvidedContext['swapsDevnet']> {
  return {
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
  }
}
