import type { SiwxSignatureVerifier } from './addSiwxRoutes.js'
import { createEvmChainReaders } from './createEvmChainReaders.js'
import type { EvmChainConfig } from './evmChainConfig.js'

/**
 * SIWX signature checks on the chains the service reads: viem's `verifyMessage` on that chain (EOA, ERC-1271 for a
 * deployed smart account, ERC-6492 for one not deployed yet). Any other chain is unsupported: a smart account's
 * signature there could not be checked, so no sign-in on it is accepted.
 */
export function createSiwxVerifier(chains: EvmChainConfig[]): SiwxSignatureVerifier {
  const readers = createEvmChainReaders(chains)
  return {
    supports: (chainId) => readers.find(chainId) !== undefined,
    async verify({ address, chainId, message, signature }) {
      const reader = readers.find(chainId)
      if (!reader) return false
      return reader.client.verifyMessage({ address, message, signature }).catch(() => false)
    },
  }
}
