import { EIP155Verifier } from './EIP155Verifier.js'
import { SiwxError } from './errors.js'
import { InformalMessenger } from './InformalMessenger.js'
import { LocalStorage } from './LocalStorage.js'
import { SolanaVerifier } from './SolanaVerifier.js'
import type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageInput,
  SIWXMessenger,
  SIWXSession,
  SIWXStorage,
  SIWXVerifier,
} from './siwxTypes.js'

export type DefaultSIWXParameters = {
  messenger?: SIWXMessenger
  verifiers?: SIWXVerifier[]
  storage?: SIWXStorage
  /** Cancelling the sign-in disconnects; true when absent, as AppKit's. */
  required?: boolean
}

const randomNonce = async () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * AppKit's `DefaultSIWX`: sessions made by a messenger, checked by the verifiers of their namespace, kept in a
 * storage; by default the page's own host in the message, EVM and Solana signatures checked in the page, sessions in
 * `localStorage`. No server checks them: for sessions a server trusts use the service's (`siwx()` without a config,
 * or `FoyerAuthentication`).
 */
export class DefaultSIWX implements SIWXConfig {
  readonly messenger: SIWXMessenger
  readonly verifiers: SIWXVerifier[]
  readonly storage: SIWXStorage
  readonly required: boolean

  constructor(parameters: DefaultSIWXParameters = {}) {
    const page = typeof location === 'undefined' ? undefined : location
    this.messenger =
      parameters.messenger ??
      new InformalMessenger({
        domain: page?.host ?? 'localhost',
        uri: page?.href ?? 'http://localhost/',
        getNonce: randomNonce,
      })
    this.verifiers = parameters.verifiers ?? [new EIP155Verifier(), new SolanaVerifier()]
    this.storage = parameters.storage ?? new LocalStorage({ key: '@foyer/siwx' })
    this.required = parameters.required ?? true
  }

  createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    return this.messenger.createMessage(input)
  }

  async addSession(session: SIWXSession): Promise<void> {
    if (!(await this.verifySession(session))) throw new SiwxError('The signature is not valid.')
    await this.storage.add(session)
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const checked = await Promise.all(sessions.map((session) => this.verifySession(session)))
    if (checked.includes(false)) throw new SiwxError('The signature is not valid.')
    await this.storage.set(sessions)
  }

  /** The stored sessions that still verify; one that does not is deleted. */
  async getSessions(chainId: string, address: string): Promise<SIWXSession[]> {
    const stored = await this.storage.get(chainId, address)
    const checked = await Promise.all(stored.map((session) => this.verifySession(session)))
    const dropped = stored.filter((_, index) => !checked[index])
    for (const session of dropped)
      await this.storage.delete(session.data.chainId, session.data.accountAddress)
    return stored.filter((_, index) => checked[index])
  }

  revokeSession(chainId: string, address: string): Promise<void> {
    return this.storage.delete(chainId, address)
  }

  getRequired(): boolean {
    return this.required
  }

  /** Valid when at least one verifier takes it and every one that does says so. */
  protected async verifySession(session: SIWXSession): Promise<boolean> {
    const mine = this.verifiers.filter((verifier) =>
      verifier.shouldVerify
        ? verifier.shouldVerify(session)
        : session.data.chainId.startsWith(`${verifier.chainNamespace}:`),
    )
    const results = await Promise.all(mine.map((verifier) => verifier.verify(session).catch(() => false)))
    return results.length > 0 && results.every(Boolean)
  }
}
