import type { DevnetInfo } from '@foyer/devnet'
import type { TestProject } from 'vitest/node'
import { prepareDemo } from './prepareDemo.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
    demoDist: string
    walletsDir: string
  }
}

/** One devnet and one demo build for every e2e file. */
export default async function setup(project: TestProject) {
  const demo = await prepareDemo()
  project.provide('devnet', demo.devnet)
  project.provide('demoDist', demo.demoDist)
  project.provide('walletsDir', demo.walletsDir)
  return demo.stop
}
