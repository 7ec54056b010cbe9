import { defineProject } from 'vitest/config'
import { isolatedFiles } from './vitest.isolated.config.js'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'react',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: isolatedFiles,
    // The files share their modules in each worker instead of importing them anew (about half the project's CPU);
    // those that need a registry of their own run in `react-isolated` (vitest.isolated.config.ts).
    isolate: false,
    // Node by default (SSR tests need no DOM); DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['src/views/testing/setupTestingLibrary.test-utils.ts'],
    // DOM tests render against local HTTP servers (the wallet registry, the service) with real timers: 5 s is too
    // little on a busy 2-core machine.
    testTimeout: 40_000,
  },
})
