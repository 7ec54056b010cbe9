import type { Kernel, ViewDefinition } from '@foyer/core'

/** The view a plugin registered for a wallet feature ('receive', 'swaps', ...): the view's or its plugin's feature. */
export function findFeatureView(kernel: Kernel, feature: string): ViewDefinition | undefined {
  const views = Object.values(kernel.views)
  return (
    views.find((view) => view.feature === feature) ??
    views.find((view) => kernel.plugins.find((plugin) => plugin.name === view.plugin)?.feature === feature)
  )
}
