import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // The first test to open the modal waits for its chunks and the view's: more than 5 s on a busy CI machine.
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
  },
})
