import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import { encodeEd25519DidKey } from './ed25519DidKey.js'

export type SignRelayAuthParameters = {
  /** 32-byte ed25519 seed; a random one when omitted. */
  secretKey?: Uint8Array
  aud?: string
  sub?: string
  /** Lifetime in seconds. */
  ttl?: number
  /** Issue time, Unix seconds. */
  iat?: number
}

export type SignRelayAuthReturnType = { jwt: string; clientId: string }

/** Signs a relay auth token as a WalletConnect client does: EdDSA JWT, `iss` = the key's `did:key`. */
export function signRelayAuth({
  secretKey = ed25519.utils.randomSecretKey(),
  aud = 'ws://127.0.0.1',
  sub = 'foyer-devnet',
  ttl = 86_400,
  iat = Math.floor(Date.now() / 1000),
}: SignRelayAuthParameters = {}): SignRelayAuthReturnType {
  const clientId = encodeEd25519DidKey(ed25519.getPublicKey(secretKey))
  const encode = (value: unknown) => base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))
  const signingInput = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss: clientId, sub, aud, iat, exp: iat + ttl })}`
  const signature = ed25519.sign(utf8ToBytes(signingInput), secretKey)
  return { jwt: `${signingInput}.${base64urlnopad.encode(signature)}`, clientId }
}
