import { defineProject } from 'vitest/config'

/**
 * Files that replace a module (`vi.mock`) or the `window` global for the whole file: they run in `adapters-isolated`
 * (vitest.isolated.config.ts), each with a module registry of its own.
 */
export const isolatedFiles = [
  'bitcoin/src/BitcoinAdapter.test.ts',
  'bitcoin/src/fromSatsConnectProvider.test.ts',
  'universal/src/UniversalAdapter.test.ts',
]

/**
 * Every adapter's tests (and the conformance suite's) in one project: one module graph, and the files share their
 * modules in each worker instead of importing viem, the devnet and the service anew (import was most of each
 * adapter project's time). wagmi 2 runs the wagmi adapter's tests again in `wagmi-2` (wagmi/vitest.wagmi2.config.ts).
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'adapters',
    include: ['*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...isolatedFiles],
    environment: 'node',
    testTimeout: 30_000,
    // Starting anvil and deploying the devnet contracts takes a few seconds on 2 cores.
    hookTimeout: 180_000,
    isolate: false,
    // sats-connect keeps the wallet's getInfo answer in module state: run through Vite's module runner, it is
    // evaluated anew after `vi.resetModules()`.
    server: { deps: { inline: ['@sats-connect/core'] } },
  },
})
