import type { SIWXSession, SIWXVerifier } from './siwxTypes.js'
import { verifySignature } from './verifySignature.js'

/**
 * AppKit's `EIP155Verifier`: an EVM session's signature, checked in the page for plain accounts, and for smart
 * accounts (ERC-1271, ERC-6492) on the chain through `rpcUrls[chainId]` when given.
 */
export class EIP155Verifier implements SIWXVerifier {
  readonly chainNamespace = 'eip155'
  constructor(private readonly parameters: { rpcUrls?: Record<string, string> } = {}) {}

  verify(session: SIWXSession): Promise<boolean> {
    const rpcUrl = this.parameters.rpcUrls?.[session.data.chainId]
    return verifySignature({
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
      chainId: session.data.chainId,
      ...(rpcUrl ? { rpcUrl } : {}),
    })
  }
}
