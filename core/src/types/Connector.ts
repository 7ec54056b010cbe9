import type { ChainNamespace } from '../caip/chainNamespaces.js'

export const connectorTypes = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const
export type ConnectorType = (typeof connectorTypes)[number]

/** One way to connect, as an adapter discovered it (an EIP-6963 announcement, an injected global, WalletConnect). */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  namespace: ChainNamespace
  rdns?: string
  imageUrl?: string
  /** The Wallet API registry id, when the connector matches a registry entry. */
  explorerId?: string
  installed?: boolean
}
