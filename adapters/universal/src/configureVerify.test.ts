import { readFileSync } from 'node:fs'
import { arbitrum } from '@foyer/core'
import { describe, expect, it, vi } from 'vitest'
import { configureVerify, testedWalletConnectVersion } from './configureVerify.js'
import { parseUniversalAdapterParameters } from './parseUniversalAdapterParameters.js'

/** A stand-in for the core's Verify: `register` attests through WalletConnect's server. */
const production = () => {
  const register = vi.fn(async (_params: { id: string; decryptedId: string }) => 'attestation-jwt')
  return { verify: { register }, register }
}

describe('configureVerify', () => {
  it("leaves Verify on in production: no options, or WalletConnect's relay (look-alikes of loopback too)", async () => {
    for (const parameters of [
      undefined,
      {},
      { relayUrl: 'wss://relay.walletconnect.org' },
      { devnet: false, relayUrl: 'wss://relay.walletconnect.org' },
      { relayUrl: 'wss://127.0.0.1.evil.example' },
      { relayUrl: 'wss://localhost.evil.example' },
      { relayUrl: 'wss://10.0.0.1' },
    ]) {
      const { verify, register } = production()
      configureVerify(verify, parameters)
      expect(verify.register, JSON.stringify(parameters)).toBe(register)
      expect(await verify.register({ id: 'a', decryptedId: 'b' })).toBe('attestation-jwt')
    }
  })

  it('skips Verify only when explicitly set up for a devnet: devnet: true, or a loopback verifyUrl or relay', async () => {
    for (const parameters of [
      { devnet: true },
      { verifyUrl: 'http://127.0.0.1:4000/' },
      { relayUrl: 'ws://127.0.0.1:5555' },
      { relayUrl: 'ws://localhost:5555' },
      { relayUrl: 'ws://[::1]:5555' },
      { relayUrl: 'ws://127.1.2.3' },
    ]) {
      const { verify, register } = production()
      configureVerify(verify, parameters)
      // Nothing attested, nothing fetched: WalletConnect's own register is never called.
      expect(await verify.register({ id: 'a', decryptedId: 'b' }), JSON.stringify(parameters)).toBeUndefined()
      expect(register).not.toHaveBeenCalled()
    }
  })

  it('fails loudly, naming the tested version, when a WalletConnect release drops the public register', () => {
    for (const verify of [{}, { register: 'no' }, undefined]) {
      expect(() => configureVerify(verify, { devnet: true })).toThrow(
        expect.objectContaining({
          name: 'WalletConnectVerifyInternalsError',
          shortMessage: 'WalletConnect Verify cannot be configured',
          details: expect.stringContaining('"register"'),
        }),
      )
    }
    expect(() => configureVerify({}, { devnet: true })).toThrow(
      /@walletconnect\/\* 2\.25\.0 \(the tested version\)/,
    )
    // Production never touches Verify, so nothing there can be missing.
    expect(() => configureVerify({}, { relayUrl: 'wss://relay.walletconnect.org' })).not.toThrow()
  })

  it('takes a loopback verifyUrl only: WalletConnect has no public way to point Verify elsewhere', () => {
    const base = { relayUrl: 'ws://127.0.0.1:5555', networks: [arbitrum] }
    expect(() => parseUniversalAdapterParameters({ ...base, verifyUrl: 'https://verify.example' })).toThrow(
      /expected a loopback URL/,
    )
    expect(parseUniversalAdapterParameters({ ...base, verifyUrl: 'http://127.0.0.1:4000' })).toMatchObject({
      verifyUrl: 'http://127.0.0.1:4000',
    })
  })

  it('accepts @walletconnect/* from the tested version on (a caret range), not an exact pin', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([name]) => name.startsWith('@walletconnect/'),
    )
    expect(ranges.length).toBeGreaterThan(0)
    for (const [, range] of ranges) expect(range).toBe(`^${testedWalletConnectVersion}`)
  })
})
