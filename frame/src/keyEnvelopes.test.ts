import { describe, expect, it } from 'vitest'
import {
  createRecoveryCode,
  newEnvelopeSalt,
  normalizeRecoveryCode,
  openKeys,
  passkeyWrappingKey,
  recoveryCodeWrappingKey,
  sealKeys,
} from './keyEnvelopes.js'

const keys = { evm: `0x${'12'.repeat(32)}`, solana: `0x${'34'.repeat(32)}` }
const prf = (byte: number) => new Uint8Array(32).fill(byte)

describe('the key envelopes sealed on the device', () => {
  it('opens with the same passkey PRF output only, for the same login only', async () => {
    const sealed = await sealKeys(await passkeyWrappingKey(prf(7)), 'login-a', keys)
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain('1212')
    expect(await openKeys(await passkeyWrappingKey(prf(7)), 'login-a', sealed)).toEqual(keys)
    expect(await openKeys(await passkeyWrappingKey(prf(8)), 'login-a', sealed)).toBeUndefined()
    expect(await openKeys(await passkeyWrappingKey(prf(7)), 'login-b', sealed)).toBeUndefined()
    const key = await passkeyWrappingKey(prf(7))
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it('seals a second copy under a printed recovery code, typed back in any reasonable way', async () => {
    const code = createRecoveryCode()
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(createRecoveryCode()).not.toBe(code)
    const salt = newEnvelopeSalt()
    const sealed = await sealKeys(await recoveryCodeWrappingKey(code, salt, 1_000), 'login-a', keys)
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `
    expect(normalizeRecoveryCode(typed)).toBe(code)
    expect(await openKeys(await recoveryCodeWrappingKey(typed, salt, 1_000), 'login-a', sealed)).toEqual(keys)
    const other = createRecoveryCode()
    expect(
      await openKeys(await recoveryCodeWrappingKey(other, salt, 1_000), 'login-a', sealed),
    ).toBeUndefined()
    expect(
      await openKeys(await recoveryCodeWrappingKey(code, newEnvelopeSalt(), 1_000), 'login-a', sealed),
    ).toBe(undefined)
    expect(normalizeRecoveryCode('not a code')).toBeUndefined()
    await expect(recoveryCodeWrappingKey('short', salt)).rejects.toThrow('Not a recovery code')
  })
})
