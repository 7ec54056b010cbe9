import { createPublicClient, type Hex, http, isHex, verifyMessage } from 'viem'

export type VerifySignatureParameters = {
  address: string
  message: string
  signature: string
  /** `eip155:<id>` or the bare id. */
  chainId: string
  /** Kept for AppKit's signature; unused. */
  projectId?: string
  /**
   * The chain's JSON-RPC URL, where smart-account signatures (ERC-1271, ERC-6492) are checked. Without it only plain
   * account (EOA) signatures verify: AppKit's hosted RPC has no equivalent that needs no vendor.
   */
  rpcUrl?: string
}

/**
 * Whether `signature` is `address`'s over `message` (AppKit's `verifySignature`): an EOA's checked locally, a smart
 * account's through the chain. False, never a throw, for anything that does not verify.
 */
export async function verifySignature(parameters: VerifySignatureParameters): Promise<boolean> {
  const { address, message, signature } = parameters
  if (!isHex(signature) || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  try {
    if (await verifyMessage({ address: address as Hex, message, signature })) return true
  } catch {
    // Not an EOA signature: a smart account's is checked on chain below.
  }
  if (!parameters.rpcUrl) return false
  try {
    const client = createPublicClient({ transport: http(parameters.rpcUrl) })
    return await client.verifyMessage({ address: address as Hex, message, signature })
  } catch {
    return false
  }
}
