import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The path of the anvil executable shipped by `@foundry-rs/anvil`'s platform package. Spawning it directly
 * (not the package's node wrapper) keeps one process per chain, so stopping it leaves nothing behind.
 * `FOYER_ANVIL_BINARY` overrides it.
 */
export function resolveAnvilBinary(): string {
  const override = process.env.FOYER_ANVIL_BINARY
  if (override) return override
  const require = createRequire(import.meta.url)
  const wrapperDir = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const fromWrapper = createRequire(join(wrapperDir, 'package.json'))
    const binary = join(dirname(fromWrapper.resolve(`${platformPackage}/package.json`)), 'bin', binaryName)
    if (existsSync(binary)) return binary
  } catch {}
  return join(wrapperDir, 'dist', binaryName)
}
