import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'example-tron-adapter',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
