import type { Kernel } from '../kernel/Kernel.js'
import type { FoyerPlugin } from '../plugins/FoyerPlugin.js'
import { isFeatureEnabled } from './isFeatureEnabled.js'

/** A plugin tied to a feature flag is set up only while that feature is on. */
export function isPluginEnabled(kernel: Kernel, plugin: FoyerPlugin): boolean {
  return plugin.feature === undefined || isFeatureEnabled(kernel, plugin.feature)
}
