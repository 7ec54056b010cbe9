import type { Connector } from './Connector.js'

/**
 * A wallet a plugin brings to the kernel, such as the embedded wallet behind email and social login: the connector
 * the kernel lists, and the provider the namespace's adapter connects through (an EIP-1193 provider on eip155).
 */
export type ProvidedWallet = {
  connector: Connector
  provider: unknown
  /**
   * The wallet shows each signing request in a UI of its own and signs only what the user confirms there (the embedded
   * wallet's secure frame): the kernel then skips its ApproveTransaction view, so the user is not asked twice.
   */
  approvesInOwnUi?: boolean
}
