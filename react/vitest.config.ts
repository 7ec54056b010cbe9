import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'react',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default (SSR tests need no DOM); DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
  },
})
