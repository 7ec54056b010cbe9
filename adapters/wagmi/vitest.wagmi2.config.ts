import { defineProject } from 'vitest/config'

// The same tests on wagmi 2 (`@wagmi/core@2`, installed as `@wagmi/core-v2`): both majors are supported.
export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [{ find: /^@wagmi\/core$/, replacement: '@wagmi/core-v2' }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'wagmi-2',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { FOYER_WAGMI_MAJOR: '2' },
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The files share their modules in each worker instead of importing them anew (the devnet's and the service's
    // modules took most of each file's import). No file leaves state behind that another reads.
    isolate: false,
  },
})
