import { FrameError } from '@foyer/plugin-socials/protocol'
import { smartSessionGrantMessage, smartSessionListMessage } from '@foyer/service/messages'
import {
  encodeFunctionData,
  getAddress,
  type Hex,
  hexToString,
  isHex,
  parseAbi,
  stringToHex,
  toHex,
} from 'viem'
import * as z from 'zod/mini'
import type { createSmartAccount } from './createSmartAccount.js'
import type { SessionSubject } from './describeSmartSessionGrant.js'
import {
  type GrantRequest,
  parseGrantRequest,
  type SessionPolicy,
  sessionKeyOf,
  sessionPolicyOf,
} from './smartSessionGrant.js'

type SmartAccount = Awaited<ReturnType<typeof createSmartAccount>>

/** `FoyerAccount`'s session-key functions the frame calls through the owner's UserOperations. */
const sessionAbi = parseAbi([
  'struct SessionPolicy { uint48 validUntil; uint256 nativeLimit; address token; uint256 tokenLimit; address[] targets; bytes4[] selectors; }',
  'function addSession(address key, SessionPolicy policy)',
  'function revokeSession(address key)',
])

/** The typed entry a stored grant keeps its session key and chain in (among the service's `policies`). */
const sessionKeyEntry = 'foyer-session-key'

const typedEntry = z.object({ type: z.string(), data: z.unknown() })
const storedSession = z.object({
  pci: z.string(),
  project: z.object({ id: z.string(), name: z.string(), url: z.optional(z.string()) }),
  expiry: z.number(),
  createdAt: z.number(),
  revokedAt: z.optional(z.number()),
  permissions: z.array(typedEntry),
  policies: z.array(typedEntry),
  context: z.string(),
})
export type StoredSmartSession = z.infer<typeof storedSession>
const listReply = z.object({ pcis: z.array(storedSession) })
const keyEntryData = z.object({ address: z.string(), chainId: z.number() })
const revokeParams = z.object({ permissionsContext: z.string() })

/** One active session as the Account view lists it. */
export type SmartSessionSummary = {
  pci: string
  context: string
  app: string
  sessionKey: string
  chainId: number
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
}

export type SmartSessionsOptions = {
  callService(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown>
  projectId: string
  /** The app as the frame knows it (SYNC_DAPP_DATA's name, the app's origin). */
  app(): { name: string; url: string }
}

/**
 * ERC-7715 smart sessions of the login's smart account: a grant registers the app's session key on chain
 * (`addSession`, the owner's UserOperation) and stores the grant in the service (signed by the account); a revoke
 * ends it on chain (`revokeSession`) and in the service; the list reads the service (signed by the account).
 */
export function createSmartSessions({ callService, projectId, app }: SmartSessionsOptions) {
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const query = (chainId: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({ projectId, chainId: String(chainId), ...extra }).toString()

  async function stored(smart: SmartAccount, chainId: number): Promise<StoredSmartSession[]> {
    const validUntil = nowSeconds() + 300
    const signature = await smart.signMessage({
      raw: stringToHex(smartSessionListMessage({ account: smart.address, projectId, validUntil })),
    })
    const reply = await callService(
      `/v1/sessions/${smart.address}?${query(chainId, { validUntil: String(validUntil), signature })}`,
      { method: 'GET' },
    )
    const parsed = listReply.safeParse(reply)
    if (!parsed.success) throw new FrameError('The service answered the session list unreadably')
    return parsed.data.pcis
  }

  function summaryOf(session: StoredSmartSession): SmartSessionSummary | undefined {
    const entry = session.policies.find((each) => each.type === sessionKeyEntry)
    const key = keyEntryData.safeParse(entry?.data)
    if (!key.success) return undefined
    return {
      pci: session.pci,
      context: session.context,
      app: session.project.name,
      sessionKey: key.data.address,
      chainId: key.data.chainId,
      expiry: session.expiry,
      createdAt: session.createdAt,
      permissions: session.permissions,
    }
  }

  return {
    /** Reads and checks a grant request, and what the review page shows of it. */
    prepareGrant(params: unknown, chainId: number, smart: SmartAccount) {
      const request = parseGrantRequest(params)
      if (Number(request.chainId) !== chainId)
        throw new FrameError(
          `The grant is for chain ${Number(request.chainId)}; the wallet is on chain ${chainId}`,
        )
      if (request.address && getAddress(request.address) !== smart.address)
        throw new FrameError('The address is not this account')
      if (request.expiry <= nowSeconds()) throw new FrameError('The grant has already ended (expiry)')
      const policy = sessionPolicyOf(request)
      const subject: SessionSubject = {
        app: appLabel(app()),
        chainId,
        account: smart.address,
        sessionKey: sessionKeyOf(request.signer),
      }
      return { request, policy, subject }
    },

    /** After the user approved: on chain first, then the service; answers ERC-7715's response. */
    async grant(
      smart: SmartAccount,
      { request, policy, subject }: { request: GrantRequest; policy: SessionPolicy; subject: SessionSubject },
    ) {
      const key = subject.sessionKey as Hex
      await smart.sendTransaction({
        to: smart.address,
        data: encodeFunctionData({ abi: sessionAbi, functionName: 'addSession', args: [key, policy] }),
      })
      try {
        const validUntil = nowSeconds() + 300
        const nonce = toHex(crypto.getRandomValues(new Uint8Array(16))).slice(2)
        const { name, url } = app()
        const grant = {
          expiry: request.expiry,
          nonce,
          validUntil,
          permissions: request.permissions,
          policies: [{ type: sessionKeyEntry, data: { address: key, chainId: subject.chainId } }],
          project: { name, url },
        }
        const signature = await smart.signMessage({
          raw: stringToHex(smartSessionGrantMessage({ ...grant, account: smart.address, projectId })),
        })
        const created = storedSession.safeParse(
          await callService(`/v1/sessions/${smart.address}?${query(subject.chainId)}`, {
            method: 'POST',
            body: { ...grant, signature },
          }),
        )
        if (!created.success) throw new FrameError('The service answered the grant unreadably')
        return {
          ...request,
          address: smart.address,
          context: created.data.context,
          signerMeta: { sessionKey: key },
        }
      } catch (error) {
        // The key must not outlive a grant nobody can list or revoke.
        await smart
          .sendTransaction({
            to: smart.address,
            data: encodeFunctionData({ abi: sessionAbi, functionName: 'revokeSession', args: [key] }),
          })
          .catch(() => {})
        throw error
      }
    },

    /** The active session `wallet_revokePermissions` names, and what the revoke page shows of it. */
    async prepareRevoke(params: unknown, chainId: number, smart: SmartAccount) {
      const single = Array.isArray(params) && params.length === 1 ? params[0] : params
      const parsed = revokeParams.safeParse(single)
      if (!parsed.success || !isHex(parsed.data.permissionsContext))
        throw new FrameError(
          'Invalid parameters for wallet_revokePermissions: expected { permissionsContext }',
        )
      const pci = hexToString(parsed.data.permissionsContext as Hex)
      const session = (await stored(smart, chainId)).find((each) => each.pci === pci && !each.revokedAt)
      const summary = session && summaryOf(session)
      if (!summary || summary.chainId !== chainId) throw new FrameError('No active session with this context')
      const subject: SessionSubject = {
        app: summary.app,
        chainId,
        account: smart.address,
        sessionKey: summary.sessionKey,
      }
      return { summary, subject }
    },

    async revoke(smart: SmartAccount, summary: SmartSessionSummary) {
      await smart.sendTransaction({
        to: smart.address,
        data: encodeFunctionData({
          abi: sessionAbi,
          functionName: 'revokeSession',
          args: [summary.sessionKey as Hex],
        }),
      })
      const signature = await smart.signMessage({ raw: stringToHex(summary.pci) })
      await callService(`/v1/sessions/${smart.address}/revoke?${query(summary.chainId)}`, {
        method: 'POST',
        body: { pci: summary.pci, signature },
      })
      return null
    },

    /** The account's active (unrevoked, unexpired) sessions on `chainId`, newest first. */
    async list(smart: SmartAccount, chainId: number): Promise<SmartSessionSummary[]> {
      const now = nowSeconds()
      return (await stored(smart, chainId))
        .filter((each) => !each.revokedAt && each.expiry > now)
        .map(summaryOf)
        .filter((each): each is SmartSessionSummary => each !== undefined && each.chainId === chainId)
        .reverse()
    },
  }
}

function appLabel({ name, url }: { name: string; url: string }): string {
  return name && name !== url ? `${name} (${url})` : url
}
