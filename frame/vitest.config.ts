import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'embedded-frame',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    // Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    // Some tests start anvil, Alto or the reference service: slow on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share their modules in each worker instead of importing them anew (import was over half the
    // project's time). No file leaves state behind that another reads.
    isolate: false,
  },
})
