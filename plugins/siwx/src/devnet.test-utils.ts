import type { ProvidedContext } from 'vitest'
import type { PluginsDevnet } from '../../globalSetup.js'

declare module 'vitest' {
  export interface ProvidedContext {
    siwxDevnet: { serviceUrl: string; keys: `0x${string}`[] }
  }
}

/** The SIWX tests' fixtures on the plugins' shared devnet (`plugins/globalSetup.ts`): four dev accounts' keys. */
export async function prepareSiwxDevnet({
  evm,
  service,
}: PluginsDevnet): Promise<ProvidedContext['siwxDevnet']> {
  return {
    serviceUrl: service.url,
    keys: evm.accounts.slice(3, 7).map((account) => account.privateKey as `0x${string}`),
  }
}
