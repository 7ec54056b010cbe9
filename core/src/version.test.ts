import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { version } from './version.js'

describe('version', () => {
  it("is the package's own version (what the frame and analytics report)", () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(version).toBe(manifest.version)
  })
})
