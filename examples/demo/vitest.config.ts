import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'demo-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one devnet at a time on a 2-core machine.
    fileParallelism: false,
    // Last, alone: a devnet and Chromium need the machine to themselves for stable timings.
    sequence: { groupOrder: 2 },
  },
})
