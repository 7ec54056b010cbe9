// @vitest-environment jsdom
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { frameConfigSchema } from './frameConfig.js'
import { createFrameSession } from './frameSession.js'

beforeEach(() => localStorage.clear())

describe('createFrameSession', () => {
  it('makes one key per login on first use and keeps it', () => {
    const session = createFrameSession(localStorage)
    const first = session.keyFor('email:ada@example.com')
    expect(session.keyFor('email:ada@example.com')).toBe(first)
    expect(session.keyFor('email:bob@example.com')).not.toBe(first)
    expect(privateKeyToAccount(first).address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('reads a corrupt session as none (and removes it), but refuses a corrupt key rather than replace it', () => {
    const session = createFrameSession(localStorage)
    for (const value of [
      '{',
      '"token"',
      JSON.stringify({ token: '', login: 'x', email: null, userName: null }),
    ]) {
      localStorage.setItem('foyer-frame:session', value)
      expect(session.read()).toBeUndefined()
      expect(localStorage.getItem('foyer-frame:session')).toBeNull()
    }
    const stored = { token: 't', login: 'email:ada@example.com', email: 'ada@example.com', userName: null }
    session.write(stored)
    expect(session.read()).toEqual(stored)
    session.clear()
    expect(session.read()).toBeUndefined()

    localStorage.setItem('foyer-frame:key:email:ada@example.com', '0x1234')
    expect(() => session.keyFor('email:ada@example.com')).toThrow('The stored key of this login is corrupt')
    expect(localStorage.getItem('foyer-frame:key:email:ada@example.com')).toBe('0x1234')
  })
})

describe("a login's keys on a new device", () => {
  it('exports what this device made, and imports a backup in place of keys not yet used', () => {
    const first = createFrameSession(localStorage)
    const keys = first.exportKeys('email:kim')
    expect(first.hasKeys('email:kim')).toBe(true)
    expect(first.isBackedUp('email:kim')).toBe(false)
    first.markBackedUp('email:kim')
    expect(first.isBackedUp('email:kim')).toBe(true)

    localStorage.clear()
    const second = createFrameSession(localStorage)
    expect(second.hasKeys('email:kim')).toBe(false)
    second.importKeys('email:kim', keys)
    expect(second.exportKeys('email:kim')).toEqual(keys)
    expect(second.isBackedUp('email:kim')).toBe(true)
    expect(second.deviceId()).toMatch(/^[0-9a-f]{32}$/)
    expect(second.deviceId()).toBe(second.deviceId())
  })
})

describe('frameConfigSchema', () => {
  it('names what is wrong in a frame-config.json', () => {
    expect(
      frameConfigSchema.safeParse({ apiUrl: 'http://127.0.0.1:1', allowedOrigins: [], rpcUrls: {} }).error
        ?.issues[0]?.message,
    ).toBe('List at least one app origin')
    expect(
      frameConfigSchema.safeParse({
        apiUrl: 'http://127.0.0.1:1',
        allowedOrigins: ['http://127.0.0.1:2'],
        rpcUrls: { mainnet: 'http://127.0.0.1:3' },
      }).error?.issues[0]?.path,
    ).toContain('rpcUrls')
  })
})
