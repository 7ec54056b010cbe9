import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'plugin-activity',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['../../react/src/views/testing/setupTestingLibrary.test-utils.ts'],
    // An anvil chain and the reference service, shared by the test files.
    globalSetup: ['src/devnet.test-utils.ts'],
    testTimeout: 30_000,
  },
})
