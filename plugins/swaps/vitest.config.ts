import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'plugin-swaps',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    // An anvil chain and the reference service, shared by the test files.
    globalSetup: ['src/devnet.test-utils.ts'],
    testTimeout: 30_000,
    // The files quote and swap against the same anvil pools: a swap in one file between another's quote and its
    // execution would move the price under it.
    fileParallelism: false,
  },
})
