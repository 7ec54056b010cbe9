import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'plugin-send',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['../../react/src/views/testing/setupTestingLibrary.test-utils.ts'],
    // sendTokens.test.ts starts anvil and the reference service, and its tests wait for receipts: a busy machine
    // needs more than the 5 s default.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
