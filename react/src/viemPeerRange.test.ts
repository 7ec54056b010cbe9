import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const readPackage = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
    peerDependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }

/** Whether `version` satisfies a caret range `^major.minor.patch` (the only form these peer ranges use). */
function satisfiesCaret(range: string, version: string): boolean {
  const [floorMajor, ...floor] = range.replace(/^\^/, '').split('.').map(Number)
  const [major, ...rest] = version.split('.').map(Number)
  if (major !== floorMajor) return false
  for (const [index, part] of rest.entries()) {
    const bound = floor[index] ?? 0
    if (part !== bound) return (part ?? 0) > bound
  }
  return true
}

it("viem is a peer of @foyer/react and @foyer/adapter-wagmi with one range that admits an AppKit app's pinned viem", () => {
  const react = readPackage('../package.json')
  const wagmiAdapter = readPackage('../../adapters/wagmi/package.json')
  const range = react.peerDependencies?.viem
  expect(range).toMatch(/^\^2\.\d+\.\d+$/)
  expect(wagmiAdapter.peerDependencies?.viem).toBe(range)
  // An app on AppKit's examples pinned viem 2.47 and ran; the version Foyer is tested against must be admitted too.
  expect(satisfiesCaret(range ?? '', '2.47.0')).toBe(true)
  const tested = readPackage('../node_modules/viem/package.json') as { version?: string }
  expect(satisfiesCaret(range ?? '', tested.version ?? '')).toBe(true)
  expect(satisfiesCaret(range ?? '', '3.0.0')).toBe(false)
})
