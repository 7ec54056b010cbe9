import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { SIWXSession, SIWXVerifier } from './siwxTypes.js'

/** AppKit's `SolanaVerifier`: a Solana session's ed25519 signature (base58) over its message, by its address's key. */
export class SolanaVerifier implements SIWXVerifier {
  readonly chainNamespace = 'solana'

  async verify(session: SIWXSession): Promise<boolean> {
    try {
      return ed25519.verify(
        base58.decode(session.signature),
        new TextEncoder().encode(session.message),
        base58.decode(session.data.accountAddress),
      )
    } catch {
      return false
    }
  }
}
