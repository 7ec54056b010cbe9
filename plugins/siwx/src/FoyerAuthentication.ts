import { createFoyerSiwx } from './createFoyerSiwx.js'
import { SiwxError } from './errors.js'
import type { SIWXConfig, SIWXMessageInput, SIWXSession } from './siwxTypes.js'

export type FoyerAuthenticationParameters = {
  /** The Foyer service; the app's `apiUrl` when absent. */
  apiUrl?: string
  projectId?: string
  /** Cancelling the sign-in disconnects; true when absent, as AppKit's. */
  required?: boolean
  statement?: string
  expiresInMs?: number
  /** Where the session ids are kept in `localStorage`. */
  localAuthStorageKey?: string
}

/**
 * Sessions the Foyer service verifies and an app's server can check, as a class (the place of AppKit's hosted
 * `ReownAuthentication`, also exported under that name and as `CloudAuthSIWX`): `createFoyerSiwx` on the app's
 * `apiUrl` unless given one, with the session ids in `localStorage`.
 */
export class FoyerAuthentication implements SIWXConfig {
  readonly required: boolean
  private service: { apiUrl: string; projectId?: string | undefined } | undefined
  private config: SIWXConfig | undefined

  constructor(private readonly parameters: FoyerAuthenticationParameters = {}) {
    this.required = parameters.required ?? true
    if (parameters.apiUrl) this.service = { apiUrl: parameters.apiUrl, projectId: parameters.projectId }
  }

  /** Called by the plugin with the app's service, for an instance made without `apiUrl`. */
  bindService(service: { apiUrl: string; projectId?: string | undefined }): void {
    this.service ??= service
  }

  private get inner(): SIWXConfig {
    if (this.config) return this.config
    if (!this.service) throw new SiwxError('FoyerAuthentication needs the Foyer service: set apiUrl.')
    const key = this.parameters.localAuthStorageKey ?? '@foyer/siwx-auth'
    this.config = createFoyerSiwx({
      ...this.service,
      statement: this.parameters.statement,
      expiresInMs: this.parameters.expiresInMs,
      required: this.required,
      store: {
        read: () => {
          try {
            return JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]') as SIWXSession[]
          } catch {
            return []
          }
        },
        write: (sessions) => globalThis.localStorage?.setItem(key, JSON.stringify(sessions)),
      },
    })
    return this.config
  }

  createMessage(input: SIWXMessageInput) {
    return this.inner.createMessage(input)
  }
  addSession(session: SIWXSession) {
    return this.inner.addSession(session)
  }
  revokeSession(chainId: string, address: string) {
    return this.inner.revokeSession(chainId, address)
  }
  setSessions(sessions: SIWXSession[]) {
    return this.inner.setSessions(sessions)
  }
  getSessions(chainId: string, address: string) {
    return this.inner.getSessions(chainId, address)
  }
  getRequired() {
    return this.required
  }
}
