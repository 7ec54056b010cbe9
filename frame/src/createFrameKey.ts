import { base64urlnopad } from '@scure/base'
import { readOrCreateEntry } from './frameDatabase.js'

export type FrameKey = {
  /** The public half as a JWK, which the frame registers with each new service session. */
  publicJwk(): Promise<JsonWebKey>
  /**
   * The `X-Foyer-Frame-Proof` header of a key backup request: the time and an ECDSA P-256 signature over method,
   * path, the body's SHA-256 and that time (what the service's `frameProofPayload` rebuilds).
   */
  proof(method: string, path: string, body: unknown): Promise<string>
}

/**
 * This device's frame key: an ECDSA P-256 pair made by WebCrypto with a non-extractable private half, kept as a
 * CryptoKey in the frame origin's IndexedDB (no script can read its bytes, only sign with it here). Without IndexedDB
 * (tests) it lives in memory.
 */
export function createFrameKey(indexedDb: IDBFactory | undefined = globalThis.indexedDB): FrameKey {
  let pair: Promise<CryptoKeyPair> | undefined
  const keyPair = () => {
    pair ??= loadOrMake(indexedDb)
    return pair
  }
  return {
    async publicJwk() {
      return crypto.subtle.exportKey('jwk', (await keyPair()).publicKey)
    },
    async proof(method, path, body) {
      const time = String(Date.now())
      const digest = await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(body === undefined ? '' : JSON.stringify(body)),
      )
      const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        (await keyPair()).privateKey,
        new TextEncoder().encode(`${method}\n${path}\n${hex}\n${time}`),
      )
      return `${time}.${base64urlnopad.encode(new Uint8Array(signature))}`
    },
  }
}

const makePair = () =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])

async function loadOrMake(indexedDb: IDBFactory | undefined): Promise<CryptoKeyPair> {
  return indexedDb ? readOrCreateEntry(indexedDb, 'frame-key', makePair) : makePair()
}
