import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import * as z from 'zod'
import { decodeEd25519DidKey } from './ed25519DidKey.js'
import { RelayAuthError } from './errors.js'

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payloadSchema = z.object({
  iss: z.string().startsWith('did:key:'),
  sub: z.string(),
  aud: z.string(),
  iat: z.number(),
  exp: z.number(),
})

export type RelayAuthClaims = z.infer<typeof payloadSchema>

export type VerifyRelayAuthParameters = {
  jwt: string
  /** Unix time in seconds; defaults to now. */
  now?: number
}

/**
 * Checks a WalletConnect relay auth token: an EdDSA JWT whose `iss` is the `did:key` of the ed25519 key
 * that signed it, not yet expired. Returns its claims; `iss` is the client id. Throws `RelayAuthError`.
 */
export function verifyRelayAuth({
  jwt,
  now = Date.now() / 1000,
}: VerifyRelayAuthParameters): RelayAuthClaims {
  const parts = jwt.split('.')
  const [encodedHeader, encodedPayload, encodedSignature] = parts
  if (parts.length !== 3 || !encodedHeader || !encodedPayload || !encodedSignature) {
    throw new RelayAuthError('auth: a JWT has three dot-separated parts')
  }
  const header = headerSchema.safeParse(decodeJsonPart(encodedHeader, 'header'))
  if (!header.success) throw new RelayAuthError('auth: header must be {"alg":"EdDSA","typ":"JWT"}')
  const payload = payloadSchema.safeParse(decodeJsonPart(encodedPayload, 'payload'))
  if (!payload.success) {
    throw new RelayAuthError(`auth: bad payload: ${z.prettifyError(payload.error)}`)
  }
  const publicKey = decodeEd25519DidKey(payload.data.iss)
  if (!publicKey) throw new RelayAuthError('auth: iss must be the did:key of an ed25519 public key')
  const signature = decodeBase64Url(encodedSignature, 'signature')
  const signedBytes = utf8ToBytes(`${encodedHeader}.${encodedPayload}`)
  let valid = false
  try {
    valid = signature.length === 64 && ed25519.verify(signature, signedBytes, publicKey)
  } catch (cause) {
    throw new RelayAuthError('auth: signature does not verify', { cause })
  }
  if (!valid) throw new RelayAuthError('auth: signature does not verify')
  if (payload.data.exp <= now) throw new RelayAuthError('auth: token expired')
  return payload.data
}

function decodeBase64Url(text: string, part: string): Uint8Array {
  try {
    return base64urlnopad.decode(text.replace(/=+$/, ''))
  } catch (cause) {
    throw new RelayAuthError(`auth: ${part} is not base64url`, { cause })
  }
}

function decodeJsonPart(text: string, part: string): unknown {
  const bytes = decodeBase64Url(text, part)
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch (cause) {
    throw new RelayAuthError(`auth: ${part} is not JSON`, { cause })
  }
}
