import { build, type InlineConfig } from 'vite'

/**
 * `vite build` as an app's production build, whatever the test process's NODE_ENV: vitest sets it to "test", which
 * made Vite bundle React's development build and the JSX dev runtime (slower, and not what users ship). `env` is set
 * for the build too (the config reads it), and everything set is put back after.
 */
export async function productionBuild(config: InlineConfig, env: Record<string, string> = {}): Promise<void> {
  const set = { ...env, NODE_ENV: 'production' }
  const previous = Object.fromEntries(Object.keys(set).map((name) => [name, process.env[name]]))
  Object.assign(process.env, set)
  try {
    await build({ mode: 'production', ...config })
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}
