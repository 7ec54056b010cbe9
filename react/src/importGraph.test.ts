import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findImportCircles, readImportGraph } from '../../scripts/importGraph.mjs'

const graph = readImportGraph(fileURLToPath(new URL('.', import.meta.url)))

describe("react's import graph", () => {
  it('has no import circle larger than 3 files (type-only and dynamic imports count)', () => {
    const large = findImportCircles(graph).filter((circle) => circle.length > 3)
    expect(large, 'see `node scripts/importCircles.mjs react/src`').toEqual([])
  })

  it('reads the views, the modal and their lazy imports', () => {
    expect(graph.imports.get('modal/viewRegistry.ts')).toContain('views/coreViewLoaders.ts')
    expect(graph.imports.get('modal/viewRegistry.ts')).toContain('views/coreViewComponents.ts')
    expect(graph.imports.get('views/coreViewComponents.ts')).toContain('views/Connect.tsx')
    expect(graph.imports.get('views/coreViewLoaders.ts')).toContain('views/AllWallets.tsx')
    expect(graph.imports.get('views/Connect.tsx')).toContain('modal/viewRegistryOf.ts')
  })
})
