import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../createKernel.js'
import { getKernelInternals } from '../state/kernelInternals.js'

const triggers = ['connect', 'accountChange', 'networkChange'] as const

/**
 * `watchIdentity` without its code on the first load: the lookup (the Blockchain API client, the JSON-RPC
 * transport, the naming-service read) loads when an account first connects, changes or switches network, or a
 * plugin refreshes an identity. What happened before it is there is replayed once it is, in order; from then on the
 * real watcher answers directly. Returns the cleanup.
 */
export function watchIdentityLater(kernel: Kernel): () => void {
  const internals = getKernelInternals(kernel)
  const pending: ChainNamespace[] = []
  let stopped = false
  let loading = false
  let stopWatching: (() => void) | undefined

  const load = () => {
    if (loading) return
    loading = true
    void import('./watchIdentity.js').then(({ watchIdentity }) => {
      if (stopped) return
      for (const name of triggers) kernel.events.off(name, note)
      stopWatching = watchIdentity(kernel)
      const replay = getKernelInternals(kernel).refreshIdentity
      for (const namespace of pending.splice(0)) replay(namespace)
    })
  }
  // Replayed as refreshes: the cache they skip is empty until the watcher is there, so each is one lookup.
  const queue = (namespace: ChainNamespace) => {
    if (!pending.includes(namespace)) pending.push(namespace)
    load()
  }
  const note = ({ namespace }: { namespace: ChainNamespace }) => queue(namespace)
  for (const name of triggers) kernel.events.on(name, note)
  internals.refreshIdentity = queue
  return () => {
    stopped = true
    for (const name of triggers) kernel.events.off(name, note)
    stopWatching?.()
    internals.refreshIdentity = () => {}
  }
}
