/** What a sign-in message says (AppKit's `SIWXMessage.Data`); `chainId` is the CAIP-2 network id. */
export type SIWXMessageData = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  /** ISO 8601 times. */
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A message to sign: its data, and `toString()`, the text the wallet signs. */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/** A signed sign-in: the message's data and text, and the wallet's signature (AppKit's `SIWXSession`). */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
  /** The id the server gave the session, when it gives one (the Foyer service does). */
  id?: string | undefined
}

/**
 * Where sessions come from and go (AppKit's `SIWXConfig`): the Foyer service's by default (`createFoyerSiwx`), or a
 * host's own, which may verify sessions with its own server.
 */
export type SIWXConfig = {
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: string, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: string, address: string): Promise<SIWXSession[]>
  getRequired?(): boolean
  signOutOnDisconnect?: boolean
}

/** What a sign-in message is made for (AppKit's `SIWXMessage.Input`). */
export type SIWXMessageInput = { accountAddress: string; chainId: string; notBefore?: string | undefined }

/** Makes the messages to sign (AppKit's `SIWXMessenger`). */
export type SIWXMessenger = { createMessage(input: SIWXMessageInput): Promise<SIWXMessage> }

/** Where sessions are kept; it stores, it does not check (AppKit's `SIWXStorage`). */
export type SIWXStorage = {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: string, address: string): Promise<SIWXSession[]>
  delete(chainId: string, address: string): Promise<void>
}

/** Checks the sessions of one namespace (AppKit's `SIWXVerifier`). */
export type SIWXVerifier = {
  readonly chainNamespace: string
  shouldVerify?(session: SIWXSession): boolean
  verify(session: SIWXSession): Promise<boolean>
}
