import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'demo-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    // The files share their modules (Playwright's client, viem, the kit's sources) instead of importing them anew: six
    // files' import went from 13.5 s to 6.6 s. They replace no module or global, and the helpers keep no state.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // In CI a browser test that fails is run once more; one that then passes is listed as flaky at the end of the run
    // (scripts/projectTimingsReporter.mjs), to be fixed, not forgotten.
    retry: process.env.CI ? 1 : 0,
    // One Chromium and one devnet at a time on a 2-core machine.
    fileParallelism: false,
    // In a plain `vitest run`, last and alone. `pnpm test` runs this project in a vitest process of its own beside
    // the other projects (scripts/test.mjs): one worker each on a 2-core machine.
    sequence: { groupOrder: 2 },
  },
})
