import { describe, expect, it } from 'vitest'
import { createFrameKey } from './createFrameKey.js'

describe('the frame key', () => {
  it('signs each request line by line with a P-256 key; only its public half leaves the frame', async () => {
    const key = createFrameKey(undefined)
    const jwk = await key.publicJwk()
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256' })
    expect(jwk.d).toBeUndefined()
    const proof = await key.proof('PUT', '/auth/keys', { backup: 'x' })
    const [time, signature] = proof.split('.')
    expect(Math.abs(Number(time) - Date.now())).toBeLessThan(5_000)
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/)
    const digest = Buffer.from(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode('{"backup":"x"}')),
    ).toString('hex')
    const publicKey = await crypto.subtle.importKey(
      'jwk',
      jwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const verifies = (text: string) =>
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        publicKey,
        Buffer.from(signature ?? '', 'base64url'),
        new TextEncoder().encode(text),
      )
    expect(await verifies(`PUT\n/auth/keys\n${digest}\n${time}`)).toBe(true)
    expect(await verifies(`GET\n/auth/keys\n${digest}\n${time}`)).toBe(false)
  })
})
