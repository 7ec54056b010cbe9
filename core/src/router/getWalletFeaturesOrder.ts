import { defaultWalletFeaturesOrder, type WalletFeature } from '../constants/features.js'

/** The Account view's wallet features in order (SPEC.md §2), keeping only the enabled ones. */
export function getWalletFeaturesOrder(
  enabled: Partial<Record<WalletFeature, boolean>>,
  hostOrder?: readonly WalletFeature[],
): WalletFeature[] {
  const order = hostOrder?.length ? hostOrder : defaultWalletFeaturesOrder
  return [...new Set(order)].filter((feature) => enabled[feature] === true)
}
