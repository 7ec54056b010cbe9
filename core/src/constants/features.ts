/** SPEC.md §1 and §2 feature defaults. */

export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** The socials the embedded wallet itself signs in with (Farcaster goes through its own flow). */
export const embeddedWalletSocialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly SocialProvider[]

export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]
export const defaultConnectMethodsOrder = [
  'email',
  'social',
  'wallet',
] as const satisfies readonly ConnectMethod[]
/** The order used when an injected or announced wallet is usable. */
export const walletFirstConnectMethodsOrder = [
  'wallet',
  'email',
  'social',
] as const satisfies readonly ConnectMethod[]

export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof walletFeatures)[number]
export const defaultWalletFeaturesOrder = [
  'onramp',
  'swaps',
  'receive',
  'send',
] as const satisfies readonly WalletFeature[]

export type FeatureFlags = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
}

export const defaultFeatures = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
} as const satisfies FeatureFlags

export const adapterTypes = ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'] as const
export type AdapterType = (typeof adapterTypes)[number]
