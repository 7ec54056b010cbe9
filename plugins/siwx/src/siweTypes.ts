/** A signed-in account as an app's SIWE server reports it (AppKit's `SIWESession`). */
export type SIWESession = { address: string; chainId: number }

/** What an app's `createMessage` gets (AppKit's `SIWECreateMessageArgs`); `address` is a `did:pkh` id. */
export type SIWECreateMessageArgs = {
  chainId: number
  domain: string
  nonce: string
  uri: string
  address: string
  version: '1'
  type?: string
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
  expiry?: number
  iat?: string
}

/** The message fields an app's server decides (AppKit's `SIWEMessageArgs`). */
export type SIWEMessageArgs = {
  chains: number[]
  methods?: string[]
} & Omit<SIWECreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>

export type SIWEVerifyMessageArgs = { message: string; signature: string; cacao?: unknown }

/** The calls an app's SIWE server answers (AppKit's `SIWEClientMethods`). */
export type SIWEClientMethods = {
  getNonce(address?: string): Promise<string>
  getMessageParams?(): Promise<SIWEMessageArgs>
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>
  getSession(): Promise<SIWESession | null>
  signOut(): Promise<boolean>
  onSignIn?(session?: SIWESession): void
  onSignOut?(): void
}

/** AppKit's legacy sign-in option (`siweConfig`, made by `createSIWEConfig`). */
export type SIWEConfig = SIWEClientMethods & {
  /** Connecting requires signing in; true when absent. */
  required?: boolean
  /** False turns sign-in off; true when absent. */
  enabled?: boolean
  nonceRefetchIntervalMs?: number
  sessionRefetchIntervalMs?: number
  signOutOnDisconnect?: boolean
  signOutOnAccountChange?: boolean
  signOutOnNetworkChange?: boolean
}

export type SIWEClientOptions = Required<
  Pick<
    SIWEConfig,
    | 'required'
    | 'enabled'
    | 'nonceRefetchIntervalMs'
    | 'sessionRefetchIntervalMs'
    | 'signOutOnDisconnect'
    | 'signOutOnAccountChange'
    | 'signOutOnNetworkChange'
  >
>

/** What `createSIWEConfig` returns and `siweConfig` takes (AppKit's `AppKitSIWEClient`). */
export type AppKitSIWEClient = {
  readonly options: SIWEClientOptions
  readonly methods: SIWEClientMethods
  getNonce(address?: string): Promise<string>
  getMessageParams(): Promise<SIWEMessageArgs>
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>
  getSession(): Promise<SIWESession>
  signOut(): Promise<boolean>
}
