import type { ProvidedContext } from 'vitest'
import type { PluginsDevnet } from '../../globalSetup.js'

declare module 'vitest' {
  export interface ProvidedContext {
    onrampDevnet: { serviceUrl: string; rpcUrl: string; keys: `0x${string}`[] }
  }
}

/** The on-ramp tests' fixtures on the plugins' shared devnet (`plugins/globalSetup.ts`): four dev accounts' keys. */
export async function prepareOnrampDevnet({
  evm,
  service,
}: PluginsDevnet): Promise<ProvidedContext['onrampDevnet']> {
  return {
    serviceUrl: service.url,
    rpcUrl: evm.chains[0]?.rpcUrl ?? '',
    keys: evm.accounts.slice(3, 7).map((account) => account.privateKey as `0x${string}`),
  }
}
