import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWallets, type DevnetInfo, startDevnet } from '@foyer/devnet'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
    demoDist: string
    walletsDir: string
  }
}

const demoRoot = fileURLToPath(new URL('..', import.meta.url))

/** Starts one devnet on free ports, builds the dev wallets and the demo against it, for every e2e file. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'))
  const infoPath = join(workDir, 'devnet.json')
  const devnet = await startDevnet({ ephemeral: true, infoPath })
  try {
    const wallets = await buildWallets({ outDir: join(workDir, 'wallets') })
    const demoDist = join(workDir, 'demo')
    process.env.FOYER_DEVNET_INFO = infoPath
    process.env.FOYER_DEMO_DEV_WALLET = '0'
    await build({
      root: demoRoot,
      configFile: join(demoRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: demoDist, emptyOutDir: true },
    })
    project.provide('devnet', devnet.info)
    project.provide('demoDist', demoDist)
    project.provide('walletsDir', wallets.outDir)
  } catch (error) {
    await devnet.stop()
    throw error
  }
  return async () => {
    await devnet.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}
