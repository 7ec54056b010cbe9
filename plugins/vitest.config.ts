import { defineProject } from 'vitest/config'

/**
 * Files that replace modules (`vi.mock`) or globals for the whole file, or assert on what has not loaded yet: they
 * run in `plugins-isolated` (vitest.isolated.config.ts), each with a module registry of its own.
 */
export const isolatedFiles = [
  'receive/src/react/receive.test.tsx',
  'socials/src/frame/openFrame.test.ts',
  'socials/src/embedded/syncSmartAccount.test.ts',
  'socials/src/react/ConnectEmailView.test.tsx',
  'socials/src/react/ConnectSocialView.test.tsx',
  'socials/src/react/SmartSessionsSection.test.tsx',
]

/**
 * Every plugin's tests in one project: one module graph, one devnet (globalSetup.ts), and the files share their
 * modules in each worker instead of importing React, viem and the kernel anew (import and transform were two thirds
 * of the ten plugin projects' CPU).
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'plugins',
    include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx'],
    exclude: ['**/node_modules/**', ...isolatedFiles],
    // Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    setupFiles: ['../react/src/views/testing/setupTestingLibrary.test-utils.ts'],
    globalSetup: ['globalSetup.ts'],
    // The views render with real timers and the tests wait for receipts: a busy 2-core machine needs more than 5 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    // The files share the devnet's accounts and pools: a swap in one file between another's quote and its execution
    // would move the price under it, and balance deltas are measured around each send.
    fileParallelism: false,
  },
})
