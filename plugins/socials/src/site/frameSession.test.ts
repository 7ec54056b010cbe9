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
