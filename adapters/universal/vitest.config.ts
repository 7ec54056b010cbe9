import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'universal',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Starting anvil on 2 cores takes a few seconds.
    hookTimeout: 120_000,
  },
})
