import type { FoyerPlugin } from '@foyer/core/eager'

export type ReceivePlugin = FoyerPlugin & {
  name: 'receive'
  feature: 'receive'
  views: readonly [{ id: 'Receive'; title: 'Receive' }]
}

/**
 * The Receive wallet feature, headless: registers the `Receive` view (shown in the Account view's features while
 * `features.receive` is on). Its React view comes from `@foyer/plugin-receive/react`.
 */
export function receive(): ReceivePlugin {
  return { name: 'receive', feature: 'receive', views: [{ id: 'Receive', title: 'Receive' }] }
}
