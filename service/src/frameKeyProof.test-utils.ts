import { generateKeyPairSync, sign } from 'node:crypto'
import { frameProofPayload } from './addKeyBackupRoutes.js'

export type TestFrameKey = {
  /** The public half, as the frame registers it (`POST /auth/keys/frame-key`). */
  publicKey: JsonWebKey
  /** The `X-Foyer-Frame-Proof` header of a request, signed now (or at `time`). */
  proof(method: string, path: string, body: unknown, time?: number): string
}

/** A frame's ECDSA P-256 key for service tests, signing key backup requests as the frame does. */
export function createTestFrameKey(): TestFrameKey {
  const { publicKey, privateKey: key } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    publicKey: publicKey.export({ format: 'jwk' }),
    proof(method, path, body, time = Date.now()) {
      const signature = sign('sha256', Buffer.from(frameProofPayload(method, path, body, String(time))), {
        key,
        dsaEncoding: 'ieee-p1363',
      })
      return `${time}.${signature.toString('base64url')}`
    },
  }
}
