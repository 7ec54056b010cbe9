import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'bitcoin',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share their modules in each worker instead of importing them anew (import was 80% of the project's
    // time). sats-connect keeps the wallet's getInfo answer in module state: run through Vite's module runner, it is
    // evaluated anew after `vi.resetModules()`, which fromSatsConnectProvider.test.ts does first.
    isolate: false,
    server: { deps: { inline: ['@sats-connect/core'] } },
  },
})
