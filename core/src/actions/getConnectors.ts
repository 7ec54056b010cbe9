import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { Connector } from '../types/Connector.js'
import { selectStable, watchState } from './watchState.js'

/** The connectors the adapters discovered, one per wallet and namespace. */
export function getConnectors(
  kernel: Kernel,
  { namespace }: { namespace?: ChainNamespace } = {},
): Connector[] {
  return selectStable(kernel, `connectors:${namespace ?? '*'}`, ({ connectors }) =>
    namespace ? connectors.filter((connector) => connector.namespace === namespace) : connectors,
  )
}

export function watchConnectors(
  kernel: Kernel,
  {
    namespace,
    onChange,
  }: { namespace?: ChainNamespace; onChange(connectors: Connector[], previous: Connector[]): void },
): () => void {
  return watchState(kernel, () => getConnectors(kernel, namespace ? { namespace } : {}), { onChange })
}
