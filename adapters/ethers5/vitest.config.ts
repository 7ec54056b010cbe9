import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'ethers5',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Starting anvil and deploying the devnet contracts takes a few seconds on 2 cores.
    hookTimeout: 180_000,
  },
})
