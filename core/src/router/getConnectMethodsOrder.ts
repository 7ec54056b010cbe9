import {
  type ConnectMethod,
  defaultConnectMethodsOrder,
  walletFirstConnectMethodsOrder,
} from '../constants/features.js'

export type GetConnectMethodsOrderParameters = {
  /** The host's `features.connectMethodsOrder`, which wins over the defaults. */
  hostOrder?: readonly ConnectMethod[] | undefined
  /** An injected or announced wallet is usable on this device. */
  hasUsableWallet: boolean
  emailEnabled: boolean
  socialsEnabled: boolean
}

/** The order of the Connect view's sections (SPEC.md §2), without the methods that are turned off. */
export function getConnectMethodsOrder({
  hostOrder,
  hasUsableWallet,
  emailEnabled,
  socialsEnabled,
}: GetConnectMethodsOrderParameters): ConnectMethod[] {
  const order = hostOrder?.length
    ? hostOrder
    : hasUsableWallet
      ? walletFirstConnectMethodsOrder
      : defaultConnectMethodsOrder
  return [...new Set(order)].filter(
    (method) => (method !== 'email' || emailEnabled) && (method !== 'social' || socialsEnabled),
  )
}
