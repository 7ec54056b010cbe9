import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configureVerify, pinnedWalletConnectVersion } from './configureVerify.js'

describe('configureVerify', () => {
  it('skips Verify, or points it at the host’s server, through the client’s Verify fields', () => {
    const skipped = { isDevEnv: false, verifyUrlV3: 'https://verify.walletconnect.org' }
    configureVerify(skipped, undefined)
    expect(skipped).toEqual({ isDevEnv: true, verifyUrlV3: 'https://verify.walletconnect.org' })
    const pointed = { isDevEnv: false, verifyUrlV3: 'https://verify.walletconnect.org' }
    configureVerify(pointed, 'https://verify.example//')
    expect(pointed).toEqual({ isDevEnv: false, verifyUrlV3: 'https://verify.example' })
  })

  it('fails loudly, naming the pinned version, when a WalletConnect release drops the fields', () => {
    for (const [verify, url, field] of [
      [{ verifyUrlV3: 'https://verify.walletconnect.org' }, undefined, 'isDevEnv'],
      [{ isDevEnv: 'yes' }, undefined, 'isDevEnv'],
      [{ isDevEnv: false }, 'https://verify.example', 'verifyUrlV3'],
      [undefined, undefined, 'isDevEnv'],
    ] as const) {
      expect(() => configureVerify(verify, url)).toThrow(
        expect.objectContaining({
          name: 'WalletConnectVerifyInternalsError',
          shortMessage: 'WalletConnect Verify cannot be configured',
          details: expect.stringContaining(`"${field}"`),
        }),
      )
    }
    expect(() => configureVerify({}, undefined)).toThrow(/@walletconnect\/\* 2\.25\.0 \(the pinned version\)/)
  })

  it('matches the exact @walletconnect/* versions the package pins', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const pins = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([name]) =>
      name.startsWith('@walletconnect/'),
    )
    expect(pins.length).toBeGreaterThan(0)
    for (const [, version] of pins) expect(version).toBe(pinnedWalletConnectVersion)
  })
})
