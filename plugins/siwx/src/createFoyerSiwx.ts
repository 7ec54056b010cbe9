import { createHttpClient, HttpRequestError } from '@foyer/core'
import * as z from 'zod/mini'
import { SiwxError } from './errors.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from './siwxTypes.js'

/** Where the sessions' ids are kept between page loads (the plugin's storage, or `localStorage`). */
export type SiwxSessionStore = {
  read(): SIWXSession[]
  write(sessions: SIWXSession[]): void
}

export type CreateFoyerSiwxParameters = {
  /** The Foyer service (`apiUrl`). */
  apiUrl: string
  projectId?: string | undefined
  /** The message's statement, e.g. 'Sign in to Acme'. */
  statement?: string | undefined
  /** How long a session lasts; one day when absent. */
  expiresInMs?: number | undefined
  /** Whether connecting requires signing in (`getRequired`). */
  required?: boolean | undefined
  /** Revoke the account's sessions when it disconnects. */
  signOutOnDisconnect?: boolean | undefined
  /** The page's host and address by default. */
  domain?: string | undefined
  uri?: string | undefined
  store: SiwxSessionStore
}

const nonceSchema = z.object({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,96}$/)) })
const verifiedSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/)) })
const liveSessionSchema = z.object({ id: z.string(), address: z.string(), chainId: z.string() })
const anything = z.unknown()
const serviceErrorSchema = z.object({ message: z.string() })
const dayMs = 24 * 60 * 60_000

const sameAccount = (session: SIWXSession, chainId: string, address: string) =>
  session.data.chainId === chainId &&
  (chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address)

/**
 * A SIWX config backed by the Foyer service: the nonce from `GET /auth/siwx/nonce`, sessions verified and stored by
 * `POST /auth/siwx/verify` (EOA and smart-account signatures), kept as ids in `store`, checked with
 * `GET /auth/siwx/sessions/{id}` (an expired or revoked one is dropped) and revoked with `DELETE /auth/siwx/sessions/{id}`. An
 * app's own server trusts a session by asking the service about its id.
 */
export function createFoyerSiwx({
  apiUrl,
  projectId,
  statement,
  expiresInMs = dayMs,
  required = false,
  signOutOnDisconnect = false,
  domain,
  uri,
  store,
}: CreateFoyerSiwxParameters): SIWXConfig {
  const http = createHttpClient({ baseUrl: apiUrl, ...(projectId ? { query: { projectId } } : {}) })
  const page = (globalThis as { location?: { host: string; href: string } }).location

  const revoke = async (session: SIWXSession) => {
    if (!session.id) return
    await http
      .delete(`/auth/siwx/sessions/${encodeURIComponent(session.id)}`, { schema: anything })
      .catch((error) => {
        if (!(error instanceof HttpRequestError && error.status === 404)) throw error
      })
  }

  return {
    getRequired: () => required,
    signOutOnDisconnect,

    async createMessage({ accountAddress, chainId }) {
      if (!/^(eip155|solana):/.test(chainId))
        throw new SiwxError(`The Foyer service signs in EVM and Solana accounts, not ${chainId}.`)
      const { nonce } = await http.get('/auth/siwx/nonce', { schema: nonceSchema })
      const now = Date.now()
      const data: SIWXMessageData = {
        accountAddress,
        chainId,
        domain: domain ?? page?.host ?? 'localhost',
        uri: uri ?? page?.href ?? 'http://localhost/',
        version: '1',
        nonce,
        statement,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + expiresInMs).toISOString(),
      }
      return { ...data, toString: () => formatSiwxMessage(data) }
    },

    async addSession(session) {
      let id: string
      try {
        ;({ id } = await http.post('/auth/siwx/verify', {
          body: { message: session.message, signature: session.signature },
          schema: verifiedSchema,
        }))
      } catch (error) {
        if (!(error instanceof HttpRequestError)) throw error
        const parsed = z.safeParse(serviceErrorSchema, safeJson(error.body))
        throw new SiwxError(parsed.success ? parsed.data.message : 'The service refused the sign-in.', {
          cause: error,
        })
      }
      const { data, message, signature } = session
      store.write([...store.read(), { data, message, signature, id }])
    },

    async getSessions(chainId, address) {
      const mine = store.read().filter((session) => sameAccount(session, chainId, address))
      const live: SIWXSession[] = []
      const dropped = new Set<string>()
      for (const session of mine) {
        if (!session.id) continue
        try {
          await http.get(`/auth/siwx/sessions/${encodeURIComponent(session.id)}`, {
            schema: liveSessionSchema,
          })
          live.push(session)
        } catch (error) {
          if (!(error instanceof HttpRequestError && error.status === 404)) throw error
          dropped.add(session.id)
        }
      }
      if (dropped.size) store.write(store.read().filter((session) => !session.id || !dropped.has(session.id)))
      return live
    },

    async revokeSession(chainId, address) {
      const mine = store.read().filter((session) => sameAccount(session, chainId, address))
      for (const session of mine) await revoke(session)
      store.write(store.read().filter((session) => !sameAccount(session, chainId, address)))
    },

    async setSessions(sessions) {
      store.write(sessions.filter((session) => session.id))
    },
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
