import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { identityCacheMs } from '../constants/limits.js'
import type { Kernel } from '../createKernel.js'
import { createBlockchainApi } from '../net/createBlockchainApi.js'
import type { Identity } from '../net/schemas/identity.js'
import { setAccountState } from '../state/setConnectionState.js'

/**
 * Identity sync (SPEC.md §4): after a connect, an account change or a network change, an EVM account on a
 * non-testnet chain gets its name and avatar from the Blockchain API (`/v1/identity/{address}`, cached 5 min);
 * every other namespace, and testnets, clear both. Returns the cleanup.
 */
export function watchIdentity(kernel: Kernel): () => void {
  const baseUrl = kernel.options.blockchainApiUrl ?? kernel.options.apiUrl
  const api = baseUrl ? createBlockchainApi({ baseUrl, projectId: kernel.options.projectId }) : undefined
  const cache = new Map<string, { at: number; identity: Identity }>()

  const lookup = async (address: string): Promise<Identity> => {
    const key = address.toLowerCase()
    const cached = cache.get(key)
    if (cached && Date.now() - cached.at < identityCacheMs) return cached.identity
    const identity = api ? await api.getIdentity({ address }) : { name: null, avatar: null }
    cache.set(key, { at: Date.now(), identity })
    return identity
  }

  const sync = (namespace: ChainNamespace) => {
    const { accounts, network } = kernel.store.getState()
    const account = accounts[namespace]
    const address = account?.status === 'connected' ? account.address : undefined
    if (!address) return
    const active = network.active[namespace]
    const write = (profileName: string | null, profileImage: string | null) => {
      const current = kernel.store.getState().accounts[namespace]
      // A lookup that outlived its account (disconnected, switched) writes nothing.
      if (current?.status !== 'connected' || current.address !== address) return
      if (current.profileName === profileName && current.profileImage === profileImage) return
      setAccountState(kernel, namespace, { profileName, profileImage })
    }
    if (namespace !== 'eip155' || !active || active.testnet) {
      write(null, null)
      return
    }
    lookup(address).then(
      ({ name, avatar }) => write(name, avatar),
      () => write(null, null),
    )
  }

  const onConnect = ({ namespace }: { namespace: ChainNamespace }) => sync(namespace)
  kernel.events.on('connect', onConnect)
  kernel.events.on('accountChange', onConnect)
  kernel.events.on('networkChange', onConnect)
  return () => {
    kernel.events.off('connect', onConnect)
    kernel.events.off('accountChange', onConnect)
    kernel.events.off('networkChange', onConnect)
  }
}
