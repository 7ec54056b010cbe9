import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SIWXMessage, SIWXMessageInput, SIWXMessenger } from './siwxTypes.js'

export type InformalMessengerParameters = {
  domain: string
  uri: string
  statement?: string
  resources?: string[]
  /** How long a session lasts, in ms from its start; none when absent. */
  expiration?: number
  getNonce(input: SIWXMessageInput): Promise<string>
  getRequestId?(): Promise<string | undefined>
}

/**
 * AppKit's `InformalMessenger`: messages for the page's domain with a nonce of the app's, written as EIP-4361 on EVM
 * networks and its CAIP-122 form on Solana (`formatSiwxMessage`).
 */
export class InformalMessenger implements SIWXMessenger {
  readonly version = '1'
  constructor(private readonly parameters: InformalMessengerParameters) {}

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const { domain, uri, statement, resources, expiration } = this.parameters
    const startsAt = input.notBefore ? Date.parse(input.notBefore) : Date.now()
    const data = {
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain,
      uri,
      version: this.version,
      nonce: await this.parameters.getNonce(input),
      statement,
      resources,
      requestId: await this.parameters.getRequestId?.(),
      issuedAt: new Date().toISOString(),
      expirationTime: expiration === undefined ? undefined : new Date(startsAt + expiration).toISOString(),
      notBefore: input.notBefore ? new Date(input.notBefore).toISOString() : undefined,
    }
    return { ...data, toString: () => formatSiwxMessage(data) }
  }
}
