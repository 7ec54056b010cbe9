import { verifyMessage } from 'viem'
import type { EvmDevnetChain } from '../evm/types.js'
import type { SiwxSignatureVerifier } from './addSiwxRoutes.js'
import { createEvmChainReaders } from './createEvmChainReaders.js'

/**
 * SIWX signature checks: on a chain the service reads, viem's `verifyMessage` on that chain (EOA, ERC-1271 for a
 * deployed smart account, ERC-6492 for one not deployed yet); elsewhere, EOA signatures only.
 */
export function createSiwxVerifier(chains: EvmDevnetChain[]): SiwxSignatureVerifier {
  const readers = createEvmChainReaders(chains)
  return async ({ address, chainId, message, signature }) => {
    const reader = readers.find(chainId)
    if (!reader) return verifyMessage({ address, message, signature }).catch(() => false)
    return reader.client.verifyMessage({ address, message, signature }).catch(() => false)
  }
}
