/**
 * View ids plugins register (headless `views`, plus a `viewLoaders` entry in React) to fill a part of a core view
 * instead of a whole modal page: the Account view's Tokens, NFTs and Activity tabs, the Connect view's email and
 * social sections.
 */
export const slotViewIds = {
  connectEmail: 'ConnectEmail',
  connectSocial: 'ConnectSocial',
  accountTokens: 'AccountTokens',
  accountNfts: 'AccountNfts',
  accountActivity: 'AccountActivity',
} as const

export type SlotViewId = (typeof slotViewIds)[keyof typeof slotViewIds]
