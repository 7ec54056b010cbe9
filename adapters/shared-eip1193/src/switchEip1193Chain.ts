import type { CaipNetwork } from '@foyer/core/eager'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { ChainNotAddedError } from './errors.js'
import { getRpcErrorCode } from './getRpcErrorCode.js'
import { requestEip1193 } from './requestEip1193.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'

/** The EIP-3326 code for "this wallet does not know that chain". */
export const unrecognizedChainErrorCode = 4902

/**
 * Moves the wallet to `network` (`wallet_switchEthereumChain`). A wallet that answers 4902 is asked to add the chain
 * (`wallet_addEthereumChain`, with the network's RPC URLs) and, unless adding already moved it, to switch again.
 */
export async function switchEip1193Chain(
  provider: Eip1193Provider,
  network: CaipNetwork<'eip155'>,
): Promise<void> {
  const chainId = `0x${network.id.toString(16)}`
  try {
    await requestEip1193(provider, 'wallet_switchEthereumChain', [{ chainId }])
    return
  } catch (error) {
    if (getRpcErrorCode(error) !== unrecognizedChainErrorCode) throw error
  }
  try {
    await requestEip1193(provider, 'wallet_addEthereumChain', [toAddEthereumChainParameter(network)])
  } catch (cause) {
    throw new ChainNotAddedError({ chainId: network.id, cause })
  }
  const current = await requestEip1193(provider, 'eth_chainId')
  if (Number(current) !== network.id)
    await requestEip1193(provider, 'wallet_switchEthereumChain', [{ chainId }])
}
