import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeEd25519DidKey } from './ed25519DidKey.js'
import { signRelayAuth } from './signRelayAuth.js'
import { verifyRelayAuth } from './verifyRelayAuth.js'

const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

describe('verifyRelayAuth', () => {
  it('accepts a token signed by the key its did:key issuer names', () => {
    const secretKey = new Uint8Array(32).fill(7)
    const { jwt, clientId } = signRelayAuth({ secretKey, aud: 'ws://127.0.0.1:1', sub: 's' })
    expect(clientId).toMatch(/^did:key:z6Mk/)
    expect(decodeEd25519DidKey(clientId)).toHaveLength(32)
    expect(verifyRelayAuth({ jwt })).toMatchObject({ iss: clientId, aud: 'ws://127.0.0.1:1', sub: 's' })
  })

  it('names what is wrong with a bad token', () => {
    const { jwt } = signRelayAuth()
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const claims = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(payload)))
    const otherIssuer = signRelayAuth().clientId

    expect(() => verifyRelayAuth({ jwt: 'a.b' })).toThrow(/three dot-separated parts/)
    expect(() =>
      verifyRelayAuth({ jwt: `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}` }),
    ).toThrow(/EdDSA/)
    expect(() =>
      verifyRelayAuth({ jwt: `${header}.${encodeJson({ ...claims, iss: otherIssuer })}.${signature}` }),
    ).toThrow(/signature does not verify/)
    expect(() =>
      verifyRelayAuth({ jwt: `${header}.${encodeJson({ ...claims, iss: 'did:web:x' })}.${signature}` }),
    ).toThrow(/iss/)
    expect(() =>
      verifyRelayAuth({ jwt: `${header}.${encodeJson({ ...claims, exp: 'soon' })}.${signature}` }),
    ).toThrow(/exp/)
    expect(() => verifyRelayAuth({ jwt, now: claims.exp + 1 })).toThrow(/token expired/)
  })
})
