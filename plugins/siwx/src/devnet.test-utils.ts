import { startEvmChains } from '@foyer/devnet'
import { startReferenceService } from '@foyer/service'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    siwxDevnet: { serviceUrl: string; keys: `0x${string}`[] }
  }
}

/** Vitest global setup: an anvil chain (eip155:1) and the reference service, shared by the test files. */
export default async function setup(project: TestProject) {
  const evm = await startEvmChains({ chains: [1], basePort: 0 })
  const service = await startReferenceService({ evm })
  project.provide('siwxDevnet', {
    serviceUrl: service.url,
    keys: evm.accounts.slice(3, 7).map((account) => account.privateKey as `0x${string}`),
  })
  return async () => {
    await service.stop()
    await evm.stop()
  }
}
