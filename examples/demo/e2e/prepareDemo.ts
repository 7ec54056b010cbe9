import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWallets, type DevnetInfo, startDevnet } from '@foyer/devnet'
import { productionBuild } from './productionBuild.js'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))

export type PreparedDemo = { devnet: DevnetInfo; demoDist: string; walletsDir: string; stop(): Promise<void> }

/** Starts a devnet on free ports, builds the dev wallets and the demo against it (for e2e tests and benchmarks). */
export async function prepareDemo(): Promise<PreparedDemo> {
  const workDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'))
  const infoPath = join(workDir, 'devnet.json')
  // The dev wallets need no devnet: build them while it starts.
  const building = buildWallets({ outDir: join(workDir, 'wallets') })
  building.catch(() => {})
  const devnet = await startDevnet({ ephemeral: true, infoPath }).catch(async (error: unknown) => {
    await building.catch(() => {})
    await rm(workDir, { recursive: true, force: true })
    throw error
  })
  const stop = async () => {
    await devnet.stop()
    await rm(workDir, { recursive: true, force: true })
  }
  try {
    const wallets = await building
    const demoDist = join(workDir, 'demo')
    process.env.FOYER_DEVNET_INFO = infoPath
    await productionBuild({
      root: demoRoot,
      configFile: join(demoRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: demoDist, emptyOutDir: true },
    })
    return { devnet: devnet.info, demoDist, walletsDir: wallets.outDir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
