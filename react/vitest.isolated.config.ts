import { defineProject } from 'vitest/config'

/**
 * The files that need a module registry of their own: they assert on what has not been imported or called yet in
 * the process (the modal's chunk not evaluated before the first open, hooks before any `createAppKit`), or replace
 * modules and globals for the whole file.
 */
export const isolatedFiles = [
  'src/modal/Modal.test.tsx',
  'src/hooks/useAppKit.test.tsx',
  'src/createAppKit.test.tsx',
  'src/ssr.test.tsx',
  'src/safeUrls.test.tsx',
]

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'react-isolated',
    include: isolatedFiles,
    environment: 'node',
    setupFiles: ['src/views/testing/setupTestingLibrary.test-utils.ts'],
    testTimeout: 40_000,
  },
})
