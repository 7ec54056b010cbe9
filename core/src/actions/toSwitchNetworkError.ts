import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { WalletRequestError } from '../errors/adapter.js'
import { BaseError } from '../errors/BaseError.js'
import { SwitchNetworkError } from '../errors/network.js'
import { UserRejectedRequestError } from '../errors/rpc.js'

/** EIP-3326: the wallet does not know the chain (and adding it, if tried, failed). */
const unrecognizedChainCode = 4902

/**
 * What a failed switch becomes: the adapter's own Foyer error as it is (an adapter raises 'Chain is not supported'
 * itself when adding the chain fails); a wallet's code 4001 `UserRejectedRequestError`; an unknown chain (4902)
 * `SwitchNetworkError` ('Chain is not supported'); any other wallet error `WalletRequestError`.
 */
export function toSwitchNetworkError(
  cause: unknown,
  { namespace, network }: { namespace: ChainNamespace; network: string },
): BaseError {
  if (cause instanceof BaseError) return cause
  const method = namespace === 'eip155' ? 'wallet_switchEthereumChain' : 'switchNetwork'
  const code = findCode(cause)
  if (code === 4001) return new UserRejectedRequestError({ method, namespace, declinedIn: 'wallet', cause })
  if (code === unrecognizedChainCode) return new SwitchNetworkError({ cause, network })
  return new WalletRequestError({ method, namespace, cause, code })
}

/** The first numeric `code` down the cause chain (wallet libraries wrap the provider's error). */
function findCode(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    current = cause
  }
  return undefined
}
