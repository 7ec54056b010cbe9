import { defineProject } from 'vitest/config'
import { isolatedFiles } from './vitest.config.js'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'plugins-isolated',
    include: isolatedFiles,
    environment: 'node',
    setupFiles: ['../react/src/views/testing/setupTestingLibrary.test-utils.ts'],
    testTimeout: 30_000,
  },
})
