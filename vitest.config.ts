import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      '{core,react,devnet,service,frame}/vitest.config.ts',
      'react/vitest.react18.config.ts',
      'adapters/wagmi/vitest.wagmi2.config.ts',
      'service/vitest.postgres.config.ts',
      '{plugins,adapters,examples}/*/vitest.config.ts',
    ],
  },
})
