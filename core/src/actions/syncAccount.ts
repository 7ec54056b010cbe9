import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { toCaipAddress } from '../caip/toCaipAddress.js'
import { toCanonicalAddress } from '../caip/toCanonicalAddress.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getAccountRecordType } from '../state/getAccountRecordType.js'
import { setAccountState } from '../state/setConnectionState.js'
import type { AccountRecord } from '../types/AccountState.js'
import { syncNetwork } from './syncNetwork.js'

export type SyncAccountParameters = {
  namespace: ChainNamespace
  /** `undefined` when the wallet reports no account any more: the namespace disconnects. */
  address: string | undefined
  chainId?: string | number
  accounts?: AccountRecord[]
}

/** Applies an account change the wallet reported (accountsChanged and the like). */
export function syncAccount(
  kernel: Kernel,
  { namespace, address: reported, chainId, accounts }: SyncAccountParameters,
): void {
  const address = reported && toCanonicalAddress(namespace, reported)
  const current = kernel.store.getState().accounts[namespace]
  if (!address) {
    if (current?.status !== 'disconnected') {
      setAccountState(kernel, namespace, null)
      kernel.events.emit('disconnect', { namespace })
    }
    return
  }
  const network =
    chainId === undefined
      ? kernel.store.getState().network.active[namespace]
      : syncNetwork(kernel, { namespace, chainId })
  const reference = network?.caipNetworkId ?? `${namespace}:${chainId ?? ''}`
  setAccountState(kernel, namespace, {
    status: 'connected',
    address,
    caipAddress: toCaipAddress(reference as `${ChainNamespace}:${string}`, address),
    allAccounts: accounts ?? [
      { namespace, address, type: getAccountRecordType(kernel, namespace, current?.connectorId) },
    ],
  })
  if (current?.address !== address) kernel.events.emit('accountChange', { namespace, address })
}
