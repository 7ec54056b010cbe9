import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'example-consumer',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
