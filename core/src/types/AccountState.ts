import type { AccountType } from '../caip/accountTypes.js'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipAddress } from '../caip/types.js'
import type { Balance } from '../net/schemas/balance.js'

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
  /** The account's token holdings on the active network (the Blockchain API's balance list); empty until fetched. */
  tokenBalance: Balance[]
  profileName?: string | null
  profileImage?: string | null
  smartAccountDeployed?: boolean
  /**
   * The account type the namespace prefers (SPEC.md §3 defaults, or the host's `defaultAccountTypes`): what the
   * embedded wallet creates. An external wallet's own account is in `allAccounts` with its real type.
   */
  preferredAccountType: AccountType
  socialProvider?: string
  allAccounts: AccountRecord[]
  user?: EmbeddedWalletUser
  connectorId?: string
}
