import { createTestKernel } from '@foyer/core/testing'
import { describe, expect, it } from 'vitest'
import { getViewRegistry } from './viewRegistry.js'
import { ViewRegistryNotBuiltError, viewRegistryOf } from './viewRegistryOf.js'

describe('viewRegistryOf', () => {
  it('fails for a kernel whose registry the modal has not built', () => {
    expect(() => viewRegistryOf(createTestKernel().kernel)).toThrow(ViewRegistryNotBuiltError)
  })

  it("returns the registry the modal built, with the core views' loaders, built once", () => {
    const { kernel, destroy } = createTestKernel()
    const built = getViewRegistry(kernel)
    expect(viewRegistryOf(kernel)).toBe(built)
    expect(getViewRegistry(kernel)).toBe(built)
    expect(built.has('Connect')).toBe(true)
    destroy()
  })
})
