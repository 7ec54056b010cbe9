import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'example-appkit-compat',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
  },
})
