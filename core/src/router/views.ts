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
