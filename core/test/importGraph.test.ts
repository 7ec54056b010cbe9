import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findImportCircles, type ImportGraph, readImportGraph } from '../../scripts/importGraph.mjs'

/**
 * core/src's layers, lowest first: a file imports only from its own layer or the ones below (type-only imports
 * count). An entry ending in `/` is a folder; the first entry that matches a file names its layer.
 */
const coreLayers: readonly (readonly [name: string, paths: readonly string[]])[] = [
  // Names, data types, schemas and errors: what every other layer speaks.
  [
    'vocabulary',
    [
      'constants/',
      'errors/',
      'types/',
      'caip/',
      'rpc/',
      'validation/',
      'net/schemas/',
      'zodConfig.ts',
      'version.ts',
    ],
  ],
  // Pure functions and data: no kernel.
  ['helpers', ['utils/', 'format/', 'chains/']],
  // Parts the kernel is made of, none of which knows the kernel.
  ['machinery', ['storage/', 'net/', 'events/', 'hooks/', 'router/', 'options/', 'wallets/']],
  // The kernel's types and the plugin and adapter contracts (they name each other: the one allowed circle).
  ['contracts', ['kernel/', 'plugins/FoyerPlugin.ts', 'plugins/ChainAdapter.ts']],
  // Functions of a kernel: the actions, its state's writes, the watchers.
  ['actions', ['actions/', 'state/', 'analytics/', 'identity/', 'afterFirstPaint/']],
  // Setting up adapters and plugins on a kernel.
  ['plugins', ['plugins/']],
  ['createKernel', ['createKernel.ts']],
  ['entries', ['exports/', 'testing/']],
]

/** The imports that run from a file to a layer above its own, as `from -> to`. */
function importsRunningUp(
  { files, imports }: Pick<ImportGraph, 'files' | 'imports'>,
  layers: typeof coreLayers,
): string[] {
  const layerOf = (file: string) => {
    const found = layers.findIndex(([, paths]) =>
      paths.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path)),
    )
    if (found < 0) throw new Error(`${file} is in no layer: add its folder to one`)
    return found
  }
  const layer = new Map(files.map((file) => [file, layerOf(file)]))
  return files.flatMap((file) =>
    (imports.get(file) ?? [])
      .filter((target) => (layer.get(target) ?? layerOf(target)) > (layer.get(file) ?? 0))
      .map(
        (target) => `${file} (${layers[layerOf(file)]?.[0]}) -> ${target} (${layers[layerOf(target)]?.[0]})`,
      ),
  )
}

const graph = readImportGraph(fileURLToPath(new URL('../src', import.meta.url)))

describe("core's import graph", () => {
  it('has no import circle larger than 3 files (type-only imports count)', () => {
    const large = findImportCircles(graph).filter((circle) => circle.length > 3)
    expect(large, 'see `node scripts/importCircles.mjs core/src`').toEqual([])
  })

  it('has no import running back up the layers', () => {
    expect(importsRunningUp(graph, coreLayers)).toEqual([])
  })

  it('finds a circle when there is one', () => {
    const imports = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(findImportCircles({ files: [...imports.keys()], imports })).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })

  it('finds an import running back up, and a file in no layer', () => {
    const layers = [
      ['low', ['low/']],
      ['high', ['high.ts']],
    ] as const
    const imports = new Map([
      ['low/a.ts', ['high.ts']],
      ['high.ts', ['low/a.ts']],
    ])
    expect(importsRunningUp({ files: [...imports.keys()], imports }, layers)).toEqual([
      'low/a.ts (low) -> high.ts (high)',
    ])
    expect(() => importsRunningUp({ files: ['other.ts'], imports: new Map() }, layers)).toThrow('in no layer')
  })
})
