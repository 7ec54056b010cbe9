import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'react',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default (SSR tests need no DOM); DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['src/views/testing/setupTestingLibrary.test-utils.ts'],
    // DOM tests render against local HTTP servers (the wallet registry, the service) with real timers: 5 s is too
    // little on a busy 2-core machine.
    testTimeout: 40_000,
  },
})
