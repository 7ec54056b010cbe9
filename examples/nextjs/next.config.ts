import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url))

const config: NextConfig = {
  reactStrictMode: true,
  // The Foyer packages are workspace links outside this folder.
  turbopack: { root: workspaceRoot },
  outputFileTracingRoot: workspaceRoot,
}

export default config
