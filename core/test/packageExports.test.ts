// A plugin (or its view) can import any entry a package's `exports` lists: none may hand out the kernel's
// capabilities (approve a pending request, write the state, the kernel's internals).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const capabilities = [
  'approveRpcRequest',
  'rejectRpcRequest',
  'setKernelState',
  'getKernelInternals',
  'setKernelInternals',
  'getPluginContext',
  'createInitialState',
  'createStore',
  'tapRpcAnswer',
  'useKernel',
]

function workspacePackages(): {
  dir: string
  manifest: { name: string; exports?: Record<string, unknown> }
}[] {
  const dirs = ['core', 'react', 'devnet']
  for (const group of ['adapters', 'plugins', 'examples'])
    for (const entry of readdirSync(join(root, group), { withFileTypes: true }))
      if (entry.isDirectory()) dirs.push(`${group}/${entry.name}`)
  return dirs.flatMap((dir) => {
    try {
      return [{ dir, manifest: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }]
    } catch {
      return []
    }
  })
}

describe("the packages' exports", () => {
  it('list no internal entry', () => {
    const packages = workspacePackages()
    expect(packages.length).toBeGreaterThan(15)
    const internal = packages.flatMap(({ manifest }) =>
      Object.keys(manifest.exports ?? {})
        .filter((entry) => /internal|private|_/i.test(entry))
        .map((entry) => `${manifest.name} ${entry}`),
    )
    expect(internal).toEqual([])
  })

  it('do not resolve the removed internal entries', async () => {
    for (const entry of ['@foyer/core/internal']) {
      const specifier = entry
      await expect(import(/* @vite-ignore */ specifier), entry).rejects.toThrow(/internal/)
    }
  })

  it("hand out none of the kernel's capabilities in any public entry of @foyer/core", async () => {
    const manifest = JSON.parse(readFileSync(join(root, 'core/package.json'), 'utf8')) as {
      exports: Record<string, { source?: string } | string>
    }
    const entries = Object.values(manifest.exports).flatMap((entry) =>
      typeof entry === 'object' && entry.source ? [entry.source] : [],
    )
    expect(entries.length).toBeGreaterThanOrEqual(5)
    for (const source of entries) {
      const module: Record<string, unknown> = await import(join(root, 'core', source))
      expect(
        capabilities.filter((name) => name in module),
        source,
      ).toEqual([])
    }
  })
})
