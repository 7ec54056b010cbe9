/**
 * View ids plugins register (headless `views` plus a `viewLoaders` entry) to fill a part of a core view instead of a
 * whole modal page: the embedded-wallet plugin fills the Connect view's email and social sections, a history plugin
 * the Account view's Activity tab.
 */
export const slotViewIds = {
  connectEmail: 'ConnectEmail',
  connectSocial: 'ConnectSocial',
  accountTokens: 'AccountTokens',
  accountNfts: 'AccountNfts',
  accountActivity: 'AccountActivity',
} as const

export type SlotViewId = (typeof slotViewIds)[keyof typeof slotViewIds]
