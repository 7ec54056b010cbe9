import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'docs',
    include: ['samples/**/*.test.ts'],
    exclude: ['samples/dist/**'],
    environment: 'node',
  },
})
