import type { WalletFeature } from '../constants/features.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getWalletFeaturesOrder } from '../router/getWalletFeaturesOrder.js'
import { isPluginEnabled } from './isPluginEnabled.js'

/** The Account view's wallet features in order: a feature shows when it is on and an installed plugin provides it. */
export function getWalletFeatures(kernel: Kernel): WalletFeature[] {
  const provided = new Set(
    kernel.plugins.filter((plugin) => isPluginEnabled(kernel, plugin)).map((plugin) => plugin.feature),
  )
  const { features } = kernel.store.getState()
  return getWalletFeaturesOrder(
    {
      onramp: features.onramp && provided.has('onramp'),
      swaps: features.swaps && provided.has('swaps'),
      receive: features.receive && provided.has('receive'),
      send: features.send && provided.has('send'),
    },
    features.walletFeaturesOrder,
  )
}
