import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The files share their modules in each worker instead of importing them anew: importing was 60% of the
    // project's time. No file leaves state behind that another reads (checked in shuffled orders).
    isolate: false,
    // Some tests bundle or read the package's entries: 5 s is too little on a busy 2-core machine.
    testTimeout: 20_000,
  },
})
