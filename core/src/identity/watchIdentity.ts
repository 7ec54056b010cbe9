import { loadAfterFirstPaint } from '../afterFirstPaint/loadAfterFirstPaint.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { identityCacheMs } from '../constants/limits.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import type { Identity } from '../net/schemas/identity.js'
import { setAccountState } from '../state/setConnectionState.js'

/**
 * Identity sync (SPEC.md §4): after a connect, an account change or a network change, an EVM account on a
 * non-testnet chain gets its name and avatar (`resolveIdentity`, loaded after the first paint); the image is cleared
 * when none is found. Cached 5 minutes per address and chain (`refreshIdentity` skips the cache: a plugin that
 * registered a name). Other namespaces, and testnets, clear both. Returns the cleanup.
 */
export function watchIdentity(kernel: Kernel): () => void {
  const cache = new Map<string, { at: number; identity: Identity }>()

  const lookup = async (address: string, network: CaipNetwork): Promise<Identity> => {
    const key = `${network.caipNetworkId}:${address.toLowerCase()}`
    const cached = cache.get(key)
    if (cached && Date.now() - cached.at < identityCacheMs) return cached.identity
    const { resolveIdentity } = await loadAfterFirstPaint()
    const identity = await resolveIdentity(kernel, address, network)
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
    lookup(address, active).then(
      ({ name, avatar }) => write(name, avatar),
      () => write(null, null),
    )
  }

  getKernelInternals(kernel).refreshIdentity = (namespace) => {
    const account = kernel.store.getState().accounts[namespace]
    if (account?.status !== 'connected' || !account.address) return
    const address = account.address.toLowerCase()
    for (const key of cache.keys()) if (key.endsWith(`:${address}`)) cache.delete(key)
    sync(namespace)
  }
  const onConnect = ({ namespace }: { namespace: ChainNamespace }) => sync(namespace)
  kernel.events.on('connect', onConnect)
  kernel.events.on('accountChange', onConnect)
  kernel.events.on('networkChange', onConnect)
  return () => {
    getKernelInternals(kernel).refreshIdentity = () => {}
    kernel.events.off('connect', onConnect)
    kernel.events.off('accountChange', onConnect)
    kernel.events.off('networkChange', onConnect)
  }
}
