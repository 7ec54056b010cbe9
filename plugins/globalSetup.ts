import { type EvmDevnet, startEvmChains } from '@foyer/devnet'
import { type ReferenceService, startReferenceService } from '@foyer/service'
import type { TestProject } from 'vitest/node'
import { prepareActivityDevnet } from './activity/src/devnet.test-utils.js'
import { prepareNamesDevnet } from './names/src/devnet.test-utils.js'
import { prepareNftsDevnet } from './nfts/src/devnet.test-utils.js'
import { prepareOnrampDevnet } from './onramp/src/devnet.test-utils.js'
import { prepareSiwxDevnet } from './siwx/src/devnet.test-utils.js'
import { prepareSwapsDevnet } from './swaps/src/devnet.test-utils.js'
import { prepareTokensDevnet } from './tokens/src/devnet.test-utils.js'

/** The chain and the service every plugin's tests share. */
export type PluginsDevnet = { evm: EvmDevnet; service: ReferenceService }

/**
 * Vitest global setup of the `plugins` project: one anvil chain (eip155:1) and one reference service for every
 * plugin's test files (a devnet each cost about 10 CPU-s), then each plugin's fixtures on it.
 */
export default async function setup(project: TestProject) {
  const evm = await startEvmChains({ chains: [1], basePort: 0 })
  const service = await startReferenceService({ evm }).catch(async (error: unknown) => {
    await evm.stop()
    throw error
  })
  const stop = async () => {
    await service.stop()
    await evm.stop()
  }
  try {
    const devnet = { evm, service }
    project.provide('activityDevnet', await prepareActivityDevnet(devnet))
    project.provide('namesDevnet', await prepareNamesDevnet(devnet))
    project.provide('nftsDevnet', await prepareNftsDevnet(devnet))
    project.provide('onrampDevnet', await prepareOnrampDevnet(devnet))
    project.provide('siwxDevnet', await prepareSiwxDevnet(devnet))
    project.provide('swapsDevnet', await prepareSwapsDevnet(devnet))
    project.provide('tokensDevnet', await prepareTokensDevnet(devnet))
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
