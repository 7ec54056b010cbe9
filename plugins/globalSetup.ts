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
 * Vitest global setup of the `plugins` project: one anvil chain (eip155:1) and one reference service for the plugins'
 * test files (a devnet each cost about 10 CPU-s), then each plugin's fixtures on it. The swaps tests get a devnet of
 * their own: their swaps move the pools' prices, which the service values every other plugin's balances by.
 */
export default async function setup(project: TestProject) {
  const devnets: PluginsDevnet[] = []
  const stop = async () => {
    for (const { evm, service } of devnets.splice(0)) {
      await service.stop()
      await evm.stop()
    }
  }
  try {
    const shared = await startPluginsDevnet(devnets)
    project.provide('activityDevnet', await prepareActivityDevnet(shared))
    project.provide('namesDevnet', await prepareNamesDevnet(shared))
    project.provide('nftsDevnet', await prepareNftsDevnet(shared))
    project.provide('onrampDevnet', await prepareOnrampDevnet(shared))
    project.provide('siwxDevnet', await prepareSiwxDevnet(shared))
    project.provide('tokensDevnet', await prepareTokensDevnet(shared))
    project.provide('swapsDevnet', await prepareSwapsDevnet(await startPluginsDevnet(devnets)))
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

/** An anvil chain (eip155:1) and the reference service on it, added to `started` so the teardown stops them. */
async function startPluginsDevnet(started: PluginsDevnet[]): Promise<PluginsDevnet> {
  const evm = await startEvmChains({ chains: [1], basePort: 0 })
  const service = await startReferenceService({ evm }).catch(async (error: unknown) => {
    await evm.stop()
    throw error
  })
  const devnet = { evm, service }
  started.push(devnet)
  return devnet
}
