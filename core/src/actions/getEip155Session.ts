import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { AdapterNotFoundError } from '../errors/adapter.js'
import { AccountNotConnectedError, AdapterOperationNotSupportedError } from '../errors/adapterOperation.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { ChainAdapter, Hex } from '../plugins/ChainAdapter.js'
import { getAdapter } from './getAdapter.js'

export type Eip155Operation = 'estimateGas' | 'writeContract'

export type Eip155Session<operation extends Eip155Operation> = {
  adapter: ChainAdapter & Required<Pick<ChainAdapter, operation>>
  from: Hex
  network: CaipNetwork
}

/**
 * The connected eip155 session `operation` runs in: the adapter behind it (which must offer the operation), the
 * connected account and the active network.
 */
export function getEip155Session<operation extends Eip155Operation>(
  kernel: Kernel,
  operation: operation,
): Eip155Session<operation> {
  const adapter = getAdapter(kernel, 'eip155')
  if (!adapter) throw new AdapterNotFoundError({ namespace: 'eip155' })
  if (typeof adapter[operation] !== 'function')
    throw new AdapterOperationNotSupportedError({ adapter: adapter.name, operation })
  const { accounts, network } = kernel.store.getState()
  const account = accounts.eip155
  const active = network.active.eip155
  if (account?.status !== 'connected' || !account.address || !active)
    throw new AccountNotConnectedError({ namespace: 'eip155', operation })
  return {
    adapter: adapter as Eip155Session<operation>['adapter'],
    from: account.address as Hex,
    network: active,
  }
}
