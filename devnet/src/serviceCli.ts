import { existsSync } from 'node:fs'
import { readServiceConfig, runServiceProcess } from '@foyer/service'
import { defaultDevnetInfoPath, readDevnetInfo } from './devnetInfo.js'
import { devnetServiceConfig } from './devnetServiceConfig.js'

/**
 * `pnpm service`: the reference service alone, configured like `foyer-service` (environment variables), and when no
 * chain is configured, serving the running devnet's chains (FOYER_DEVNET_INFO, else devnet/.devnet/devnet.json).
 */
async function main(): Promise<void> {
  const config = await readServiceConfig()
  const infoPath =
    process.env.FOYER_DEVNET_INFO || (existsSync(defaultDevnetInfoPath) ? defaultDevnetInfoPath : undefined)
  if (config.chainsFrom !== 'none' || !infoPath) return runServiceProcess(config)
  const chains = devnetServiceConfig(await readDevnetInfo({ path: infoPath }))
  await runServiceProcess({
    ...config,
    evm: chains.evm,
    solana: chains.solana,
    bitcoin: config.bitcoin ?? chains.bitcoin,
    chainsFrom: infoPath,
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
