import type { AccountType } from '../caip/accountTypes.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipAddress } from '../caip/types.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** One account a wallet exposes in a namespace (SPEC.md §3 account record). */
export type AccountRecord = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** The embedded-wallet user, when connected through email or a social login. */
export type EmbeddedWalletUser = {
  email?: { email: string } | null
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: AccountType
}

/** Per-namespace account state (SPEC.md §3). */
export type AccountState = {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  smartAccountDeployed?: boolean
  preferredAccountType: AccountType
  socialProvider?: string
  allAccounts: AccountRecord[]
  user?: EmbeddedWalletUser
  connectorId?: string
}
