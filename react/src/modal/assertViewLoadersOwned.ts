import { DuplicateViewError, isModalOwnView } from '@foyer/core'
import type { ReactPlugin } from '../types/ReactPlugin.js'

/**
 * A plugin's `viewLoaders` may load its own views only: a loader under a core view's id (ApproveTransaction, say) or
 * under a view another plugin declares is refused, naming both, before anything is set up.
 */
export function assertViewLoadersOwned(plugins: unknown): void {
  if (!Array.isArray(plugins)) return
  const declared = new Map<string, string>()
  for (const plugin of plugins as ReactPlugin[])
    for (const view of Array.isArray(plugin?.views) ? plugin.views : [])
      if (typeof view?.id === 'string' && !declared.has(view.id)) declared.set(view.id, plugin.name)
  for (const plugin of plugins as ReactPlugin[]) {
    const loaders = plugin?.viewLoaders
    if (typeof loaders !== 'object' || loaders === null) continue
    for (const id of Object.keys(loaders)) {
      if (isModalOwnView(id))
        throw new DuplicateViewError({ id, owners: ['the modal (a core view)', `plugin "${plugin.name}"`] })
      const owner = declared.get(id)
      if (owner !== undefined && owner !== plugin.name)
        throw new DuplicateViewError({ id, owners: [`plugin "${owner}"`, `plugin "${plugin.name}"`] })
    }
  }
}
