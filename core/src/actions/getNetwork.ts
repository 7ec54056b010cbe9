import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { GetNetworkReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { selectStable, watchState } from './watchState.js'

export type { GetNetworkReturnType }

export function getNetwork(
  kernel: Kernel,
  { namespace }: { namespace?: ChainNamespace } = {},
): GetNetworkReturnType {
  return selectStable(kernel, `network:${namespace ?? '*'}`, ({ network }) => {
    const resolved = namespace ?? network.activeNamespace
    const caipNetwork = resolved ? network.active[resolved] : undefined
    return {
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      activeNamespace: network.activeNamespace,
      networks: network.networks,
      isUnsupported: resolved ? network.unsupported.includes(resolved) : false,
    }
  })
}

export function watchNetwork(
  kernel: Kernel,
  {
    namespace,
    onChange,
  }: {
    namespace?: ChainNamespace
    onChange(network: GetNetworkReturnType, previous: GetNetworkReturnType): void
  },
): () => void {
  return watchState(kernel, () => getNetwork(kernel, namespace ? { namespace } : {}), { onChange })
}
