import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findImportCircles, readImportGraph } from '../../scripts/importGraph.mjs'

const graph = readImportGraph(fileURLToPath(new URL('../src', import.meta.url)))

describe("core's import graph", () => {
  it('has no import circle larger than 3 files (type-only imports count)', () => {
    const large = findImportCircles(graph).filter((circle) => circle.length > 3)
    expect(large, 'see `node scripts/importCircles.mjs core/src`').toEqual([])
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
})
