import type { Kernel } from '@foyer/core'
import { isMobile } from '@foyer/core'

/** The "All Wallets" entry shows unless `features.allWallets` is off or `allWallets` is 'HIDE' (or 'ONLY_MOBILE' off mobile). */
export function shouldShowAllWallets(kernel: Kernel): boolean {
  const { allWallets } = kernel.options
  const { features } = kernel.store.getState()
  if (!features.allWallets || allWallets === 'HIDE') return false
  return allWallets !== 'ONLY_MOBILE' || (kernel.options.isMobile ?? isMobile())
}
