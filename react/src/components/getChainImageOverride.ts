import type { CaipNetwork, Kernel } from '@foyer/core/eager'
import { toSafeUrl } from '@foyer/core/eager'

/** AppKit's `chainImages`: the host's image for a network, keyed by its chain id (`1`) or CAIP-2 id (`eip155:1`). */
export function getChainImageOverride(kernel: Kernel, network: CaipNetwork): string | undefined {
  const { chainImages } = kernel.options
  return toSafeUrl(chainImages?.[String(network.id)] ?? chainImages?.[network.caipNetworkId], 'image')
}
