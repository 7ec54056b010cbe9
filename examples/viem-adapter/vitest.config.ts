import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'example-viem-adapter',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Starting three anvils and deploying the devnet's contracts takes a while on 2 cores.
    hookTimeout: 180_000,
  },
})
