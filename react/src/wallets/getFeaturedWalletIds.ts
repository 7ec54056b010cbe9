import type { Kernel } from '@foyer/core/eager'
import { featuredWalletsPageSize } from '@foyer/core/eager'
import { isRegistryWalletId } from './isRegistryWalletId.js'

/** The featured wallets the Connect view shows: the host's first four registry ids that are not excluded. */
export function getFeaturedWalletIds(kernel: Kernel): string[] {
  const { featuredWalletIds = [], excludeWalletIds = [] } = kernel.options
  return featuredWalletIds
    .filter((id) => isRegistryWalletId(id) && !excludeWalletIds.includes(id))
    .slice(0, featuredWalletsPageSize)
}
