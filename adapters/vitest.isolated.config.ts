import { defineProject } from 'vitest/config'
import { isolatedFiles } from './vitest.config.js'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'adapters-isolated',
    include: isolatedFiles,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    server: { deps: { inline: ['@sats-connect/core'] } },
  },
})
