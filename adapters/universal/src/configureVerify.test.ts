import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configureVerify, pinnedWalletConnectVersion } from './configureVerify.js'

const cloud = 'https://verify.walletconnect.org'
const production = () => ({ isDevEnv: false, verifyUrlV3: cloud })

describe('configureVerify', () => {
  it("leaves Verify on in production: no options, WalletConnect's relay, or a public verifyUrl", () => {
    for (const parameters of [
      undefined,
      {},
      { relayUrl: 'wss://relay.walletconnect.org' },
      { devnet: false, relayUrl: 'wss://relay.walletconnect.org' },
    ]) {
      const verify = production()
      configureVerify(verify, parameters)
      expect(verify).toEqual({ isDevEnv: false, verifyUrlV3: cloud })
    }
    const pointed = production()
    configureVerify(pointed, { verifyUrl: 'https://verify.example//', relayUrl: 'wss://relay.example' })
    expect(pointed).toEqual({ isDevEnv: false, verifyUrlV3: 'https://verify.example' })
    // Look-alikes of loopback are not loopback.
    for (const relayUrl of [
      'wss://127.0.0.1.evil.example',
      'wss://localhost.evil.example',
      'wss://10.0.0.1',
    ]) {
      const verify = production()
      configureVerify(verify, { relayUrl })
      expect(verify.isDevEnv).toBe(false)
    }
  })

  it('skips Verify only when explicitly set up for a devnet: devnet: true, or a loopback verifyUrl or relay', () => {
    const flagged = production()
    configureVerify(flagged, { devnet: true })
    expect(flagged).toEqual({ isDevEnv: true, verifyUrlV3: cloud })
    const loopbackVerify = production()
    configureVerify(loopbackVerify, { verifyUrl: 'http://127.0.0.1:4000/' })
    expect(loopbackVerify).toEqual({ isDevEnv: true, verifyUrlV3: 'http://127.0.0.1:4000' })
    for (const relayUrl of [
      'ws://127.0.0.1:5555',
      'ws://localhost:5555',
      'ws://[::1]:5555',
      'ws://127.1.2.3',
    ]) {
      const verify = production()
      configureVerify(verify, { relayUrl })
      expect(verify, relayUrl).toEqual({ isDevEnv: true, verifyUrlV3: cloud })
    }
  })

  it('fails loudly, naming the pinned version, when a WalletConnect release drops the fields it sets', () => {
    for (const [verify, parameters, field] of [
      [{ verifyUrlV3: cloud }, { devnet: true }, 'isDevEnv'],
      [{ isDevEnv: 'yes', verifyUrlV3: cloud }, { relayUrl: 'ws://127.0.0.1:1' }, 'isDevEnv'],
      [{ isDevEnv: false }, { verifyUrl: 'https://verify.example' }, 'verifyUrlV3'],
      [undefined, { devnet: true }, 'isDevEnv'],
    ] as const) {
      expect(() => configureVerify(verify, parameters)).toThrow(
        expect.objectContaining({
          name: 'WalletConnectVerifyInternalsError',
          shortMessage: 'WalletConnect Verify cannot be configured',
          details: expect.stringContaining(`"${field}"`),
        }),
      )
    }
    expect(() => configureVerify({}, { devnet: true })).toThrow(
      /@walletconnect\/\* 2\.25\.0 \(the pinned version\)/,
    )
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
