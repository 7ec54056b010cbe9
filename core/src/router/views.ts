/** The modal's own views (SPEC.md §2). Plugins register more under their own names. */
export const coreViews = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ApproveTransaction',
  'SIWXSignMessage',
] as const

export type CoreView = (typeof coreViews)[number]

/** The core views the modal has no page of its own for: the plugin that brings the feature registers each (one). */
export const pluginFilledCoreViews: readonly CoreView[] = [
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
]

/** Whether `id` is a view only the modal itself may register (a core view no plugin fills). */
export function isModalOwnView(id: string): boolean {
  return (
    (coreViews as readonly string[]).includes(id) &&
    !(pluginFilledCoreViews as readonly string[]).includes(id)
  )
}

/** A view name: a core view or one a plugin registered. */
export type ViewName = CoreView | (string & {})

export type ViewEntry = { view: ViewName; data?: Record<string, unknown> }

/** What a plugin declares about a view it adds; the React layer pairs it with a lazy loader. */
export type ViewDefinition = {
  id: string
  title: string
  /** The feature flag that must be on for the view to exist (e.g. 'swaps'). */
  feature?: string
  /** The plugin that registered it. */
  plugin?: string
}

export type RouterState = {
  open: boolean
  view: ViewName
  history: ViewEntry[]
}
