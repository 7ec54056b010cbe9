import { build, type InlineConfig } from 'vite'

/**
 * `vite build` as an app's production build, whatever the test process's NODE_ENV: vitest sets it to "test", which
 * made Vite bundle React's development build and the JSX dev runtime (slower, and not what users ship).
 */
export async function productionBuild(config: InlineConfig): Promise<void> {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ mode: 'production', ...config })
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previous
  }
}
