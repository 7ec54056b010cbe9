import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['core', 'react', 'plugins/*', 'adapters/*', 'devnet'],
  },
})
