import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'plugin-socials',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['../../react/src/views/testing/setupTestingLibrary.test-utils.ts'],
    // DOM tests render the modal with real timers: 5 s is too little on a busy 2-core machine.
    testTimeout: 30_000,
  },
})
