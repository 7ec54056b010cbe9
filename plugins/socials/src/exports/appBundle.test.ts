import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))
/** What only the frame site (`@foyer/embedded-frame`) signs with: an app that uses the plugin never loads it. */
const siteOnly = /(^|\/)node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(viem|@noble\/[^/]+|ox|abitype)\//

describe("the plugin's app side", () => {
  it("depends on none of the frame site's signing libraries", () => {
    const manifest = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as {
      dependencies?: Record<string, string>
      files?: string[]
    }
    const dependencies = Object.keys(manifest.dependencies ?? {})
    expect(dependencies.filter((name) => name === 'viem' || name.startsWith('@noble/'))).toEqual([])
    expect(manifest.files).not.toContain('site')
  })

  it('bundles every public entry, lazy chunks included, without them', async () => {
    const result = await build({
      entryPoints: ['index', 'react', 'protocol', 'frame'].map(
        (entry) => `${packageDir}/src/exports/${entry}.ts`,
      ),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: '/nonexistent',
      write: false,
      metafile: true,
      conditions: ['source'],
      jsx: 'automatic',
      // The host brings these (peer dependencies).
      external: [
        'react',
        'react-dom',
        'react/*',
        '@foyer/core',
        '@foyer/core/*',
        '@foyer/react',
        '@foyer/react/*',
      ],
      logLevel: 'silent',
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((input) => input.includes('src/embedded/'))).toBe(true)
    expect(inputs.filter((input) => siteOnly.test(input))).toEqual([])
  }, 30_000)
})
