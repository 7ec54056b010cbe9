import type { DevnetInfo } from '@foyer/devnet'
import type { TestProject } from 'vitest/node'
import { chromiumEndpointVariable, launchChromiumServer } from './launchChromium.js'
import { prepareDemo } from './prepareDemo.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
    demoDist: string
    walletsDir: string
  }
}

/** One devnet, one demo build and one Chromium for every e2e file. */
export default async function setup(project: TestProject) {
  const chromium = await launchChromiumServer()
  const demo = await prepareDemo().catch(async (error: unknown) => {
    await chromium.close()
    throw error
  })
  project.provide('devnet', demo.devnet)
  project.provide('demoDist', demo.demoDist)
  project.provide('walletsDir', demo.walletsDir)
  // The test workers start after the global setup and inherit its environment.
  process.env[chromiumEndpointVariable] = chromium.wsEndpoint()
  return async () => {
    delete process.env[chromiumEndpointVariable]
    await Promise.all([chromium.close(), demo.stop()])
  }
}
