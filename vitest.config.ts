import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      '{core,react,devnet,frame}/vitest.config.ts',
      'react/vitest.react18.config.ts',
      'adapters/wagmi/vitest.wagmi2.config.ts',
      'devnet/vitest.postgres.config.ts',
      '{plugins,adapters,examples}/*/vitest.config.ts',
    ],
  },
})
