import type { KernelOptions } from '../kernel/Kernel.js'
import type { Connector } from '../types/Connector.js'

/** AppKit's `connectorImages`: the host's image for a connector id replaces the one its adapter found. */
export function withConnectorImage(
  connector: Connector,
  { connectorImages }: Pick<KernelOptions, 'connectorImages'>,
): Connector {
  const image =
    connectorImages?.[connector.id] ?? (connector.rdns ? connectorImages?.[connector.rdns] : undefined)
  return image ? { ...connector, imageUrl: image } : connector
}
