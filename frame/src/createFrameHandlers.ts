import type { FrameHandlers, FrameUser } from '@foyer/plugin-socials/protocol'
import {
  FrameError,
  listSmartSessionsMethod,
  protectWithPasskeyMethod,
  unlockWalletMethod,
  type WalletProtection,
} from '@foyer/plugin-socials/protocol'
import { resolveLocale } from '@foyer/react/i18n'
import { base58, base64, base64urlnopad } from '@scure/base'
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { approvalTexts, loadApprovalTranslate } from './approvalTexts.js'
import { approvalThemeOf } from './approvalThemeOf.js'

type AccountType = 'eoa' | 'smartAccount'

import type { ApprovalDisplay } from './approvalMessages.js'
import type { FrameApprovals } from './createFrameApprovals.js'
import { createFrameKey, type FrameKey } from './createFrameKey.js'
import { createRequestFacts } from './createRequestFacts.js'
import { createSmartAccount } from './createSmartAccount.js'
import { createSmartSessions } from './createSmartSessions.js'
import { createSocialLogin, type SocialLoginOptions } from './createSocialLogin.js'
import { createSolanaSigner } from './createSolanaSigner.js'
import { describeRequest } from './describeRequest.js'
import { describeSmartSessionGrant, describeSmartSessionRevoke } from './describeSmartSessionGrant.js'
import type { FrameConfig } from './frameConfig.js'
import { type createFrameSession, type LoginKeys, loginKeysSchema } from './frameSession.js'
import {
  createRecoveryCode,
  decodeBase64url,
  type KeyEnvelope,
  keyBackupReplySchema,
  newEnvelopeSalt,
  normalizeRecoveryCode,
  openKeys,
  passkeyWrappingKey,
  recoveryCodeWrappingKey,
  sealKeys,
} from './keyEnvelopes.js'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex'))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'))
const personalSignParams = z.tuple([hex, address])
const typedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])])
const sendTransactionParams = z.tuple([
  z.object({
    from: z.optional(address),
    to: z.optional(address),
    value: z.optional(hex),
    data: z.optional(hex),
    gas: z.optional(hex),
  }),
])
const serviceError = z.object({ message: z.string() })
const base58Text = z
  .string()
  .check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58'), z.maxLength(20_000))
const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64'), z.maxLength(20_000))
const solanaMessageParams = z.object({ message: base58Text, pubkey: z.optional(base58Text) })
const solanaTransactionParams = z.object({ transaction: base64Text })
const solanaTransactionsParams = z.object({
  transactions: z.array(base64Text).check(z.minLength(1), z.maxLength(64)),
})
/** Reads the frame passes to the chain's RPC; any other method (eth_sign, wallet_*, ...) is refused. */
const forwardedMethods = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])
const emailAction = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
const updateEmailAction = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
const newEmailReply = z.object({ newEmail: z.string() })
const sessionReply = z.object({
  token: z.string(),
  user: z.object({
    /** The login's id at the service: the key the wallet is kept under on this device. */
    id: z.string().check(z.minLength(1), z.maxLength(300)),
    email: z.nullable(z.string()),
    username: z.nullable(z.string()),
    provider: z.string(),
  }),
})
const farcasterChannel = z.object({ channelToken: z.string(), url: z.url() })
const farcasterPending = z.object({ state: z.literal('pending') })
/** How long CONNECT_DEVICE waits for the approval link to be opened, within the app's 30 s for the event. */
const deviceApprovalWaitMs = 25_000

export type FrameHandlersOptions = {
  config: Promise<FrameConfig>
  session: ReturnType<typeof createFrameSession>
  /** The chain the app asked for in the frame's query (`chainId`), until it switches. */
  chainId: number
  /** The frame page's URL and the app's origin, for social logins (see `createSocialLogin`). */
  social: SocialLoginOptions
  /** Reloads the frame's page (RELOAD), after its reply has gone. */
  reload?: () => void
  /**
   * Where signing requests wait for the user's decision in the frame's own approval page; without it the frame signs
   * nothing.
   */
  approvals?: FrameApprovals
  /** The app's project id (the frame's query), for the service's price reads shown in the approval page. */
  projectId?: string
  /** The browser's languages (`navigator.languages`): the approval page's texts follow them until the app names one. */
  languages?: readonly string[]
  /** This device's frame key, which signs the key backup requests (default: WebCrypto, kept in IndexedDB). */
  frameKey?: FrameKey
  fetch?: typeof fetch
}

/** The frame's answers: email login through the service, and an EVM key of the frame's own for signing. */
export function createFrameHandlers({
  config,
  session,
  chainId: initialChainId,
  social,
  reload,
  approvals,
  projectId,
  languages = ['en'],
  frameKey = createFrameKey(),
  fetch: fetchFn = fetch,
}: FrameHandlersOptions): FrameHandlers {
  let chainId = initialChainId
  let pendingEmail: string | undefined
  let farcasterChannelToken: string | undefined
  /** The app's name from SYNC_DAPP_DATA: a new device's approval mail names the app the sign-in came from. */
  let appName: string | undefined
  const socialLogin = createSocialLogin(social)

  const socialService = async () => ({
    apiUrl: (await config).apiUrl,
    post: (path: string, body: unknown) => callService(path, { method: 'POST', body }),
  })

  type ServiceInit = { method: 'GET' | 'POST' | 'PUT'; body?: unknown; token?: string }

  async function callService(path: string, init: ServiceInit) {
    const { status, json } = await requestService(path, init)
    if (status >= 400) {
      const error = serviceError.safeParse(json)
      throw new FrameError(error.success ? error.data.message : 'Something went wrong')
    }
    return json
  }

  async function requestService(path: string, init: ServiceInit) {
    const { apiUrl } = await config
    const url = new URL(path, apiUrl)
    // The key backup answers a session only with its frame's signature (a copied token alone reads nothing).
    const signed = init.token !== undefined && path.startsWith('/auth/keys')
    const response = await fetchFn(url, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(signed
          ? { 'x-foyer-frame-proof': await frameKey.proof(init.method, url.pathname, init.body) }
          : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    const json: unknown = await response.json().catch(() => undefined)
    return { status: response.status, json }
  }

  /**
   * After a login: a device without the login's keys restores them from the service's backup; keys the service
   * doesn't hold yet are backed up. The keys are never made anew while a backup may exist: a fresh key would be another
   * wallet. A service without key backup (404 on both) leaves each device its own keys.
   */
  async function provisionKeys(login: string, token: string) {
    // The new session is bound to this device's frame key before anything of the backup is read or written.
    const bound = await requestService('/auth/keys/frame-key', {
      method: 'POST',
      body: { publicKey: await frameKey.publicJwk() },
      token,
    })
    if (bound.status === 404) return
    if (bound.status !== 201) throw new FrameError('Could not restore your wallet on this device')
    const restore = async () => {
      const backup = await readBackup(token)
      if (!backup) return false
      // Sealed under the user's passkey: this device opens it only with that (`foyer_unlockWallet`).
      if (backup.protection === 'passkey') {
        session.setLocked(login, true)
        return true
      }
      let keys: unknown
      try {
        keys = JSON.parse(backup.backup)
      } catch {}
      const parsed = loginKeysSchema.safeParse(keys)
      if (!parsed.success) throw new FrameError('Could not restore your wallet on this device')
      session.importKeys(login, parsed.data)
      return true
    }
    const hadKeys = session.hasKeys(login)
    if (!hadKeys && (await restore())) return
    if (session.isBackedUp(login)) return
    const { status } = await requestService('/auth/keys', {
      method: 'PUT',
      body: { backup: JSON.stringify(session.exportKeys(login)) },
      token,
    })
    if (status === 201) session.markBackedUp(login)
    // Another device backed up first: keys made just now give way to those (an older device keeps its own).
    else if (status === 409 && !hadKeys) await restore()
  }

  /** The service's backup of the login's keys; undefined when it has none (or no key backup at all). */
  async function readBackup(token: string) {
    const { status, json } = await requestService('/auth/keys', { method: 'GET', token })
    if (status === 404) return undefined
    const backup = keyBackupReplySchema.safeParse(json)
    if (status !== 200 || !backup.success)
      throw new FrameError('Could not restore your wallet on this device')
    return backup.data
  }

  async function walletProtection(current: ReturnType<typeof requireSession>): Promise<WalletProtection> {
    if (session.isLocked(current.login)) return { protection: 'passkey', locked: true }
    const backup = await readBackup(current.token)
    return { protection: backup ? (backup.protection ?? 'operator') : 'none', locked: false }
  }

  /**
   * Seals the login's keys under a new passkey (the approval page makes it on the user's click and answers its PRF
   * output) and under a recovery code shown there, then has the service replace its own sealed copy with these.
   */
  async function protectWithPasskey(approvalId: string | undefined) {
    const current = requireSession()
    if (!approvals || !approvalId)
      throw new FrameError(`${protectWithPasskeyMethod} needs the user's approval`)
    if ((await walletProtection(current)).protection !== 'operator')
      throw new FrameError('This wallet has no backup the passkey could protect, or is protected already')
    const t = await loadApprovalTranslate(approvals.getLocale())
    const keys = session.exportKeys(current.login)
    const code = createRecoveryCode()
    const prfSalt = newEnvelopeSalt()
    const decision = await approvals.confirmWithPasskey(
      approvalId,
      {
        title: t('protect.title'),
        sections: [
          {
            heading: t('protect.heading'),
            rows: [
              { label: t('protect.warning'), value: t('protect.warningValue'), warning: true },
              { label: t('protect.code'), value: code },
              { label: t('protect.keep'), value: t('protect.keepValue') },
            ],
          },
        ],
        raw: JSON.stringify({ method: protectWithPasskeyMethod }),
      },
      {
        ceremony: 'create',
        prfSalt,
        userId: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16))),
        userName: current.email ?? current.userName ?? 'Wallet',
      },
    )
    try {
      if (!('passkey' in decision)) throw new FrameError('The passkey gave no answer')
      const answer = decision.passkey
      const codeSalt = newEnvelopeSalt()
      const passkeyKey = await passkeyWrappingKey(decodeBase64url(answer.prfOutput))
      const envelopes: KeyEnvelope[] = [
        {
          kind: 'passkey',
          credentialId: answer.credentialId,
          salt: prfSalt,
          sealed: await sealKeys(passkeyKey, current.login, keys),
        },
        {
          kind: 'recoveryCode',
          salt: codeSalt,
          sealed: await sealKeys(await recoveryCodeWrappingKey(code, codeSalt), current.login, keys),
        },
      ]
      await callService('/auth/keys/protection', {
        method: 'PUT',
        body: { protection: 'passkey', envelopes },
        token: current.token,
      })
      approvals.finish(approvalId, true)
      return { protection: 'passkey' as const }
    } catch (error) {
      approvals.finish(approvalId, false)
      throw error
    }
  }

  /** Opens a passkey-protected wallet on this device: the approval page asks for the passkey on the user's click. */
  async function unlockWallet(approvalId: string | undefined) {
    const current = requireSession()
    if (!session.isLocked(current.login)) return { unlocked: true }
    if (!approvals || !approvalId) throw new FrameError(`${unlockWalletMethod} needs the user's approval`)
    const backup = await readBackup(current.token)
    if (backup?.protection !== 'passkey') throw new FrameError('Could not restore your wallet on this device')
    const envelope = backup.envelopes.find((each) => each.kind === 'passkey')
    if (!envelope?.credentialId) throw new FrameError('Could not restore your wallet on this device')
    const t = await loadApprovalTranslate(approvals.getLocale())
    const codeEnvelope = backup.envelopes.find((each) => each.kind === 'recoveryCode')
    const decision = await approvals.confirmWithPasskey(
      approvalId,
      {
        title: t('unlock.title'),
        sections: [
          { heading: t('unlock.heading'), rows: [{ label: t('unlock.why'), value: t('unlock.whyValue') }] },
        ],
        raw: JSON.stringify({ method: unlockWalletMethod }),
      },
      {
        ceremony: 'get',
        prfSalt: envelope.salt,
        credentialIds: [envelope.credentialId],
        ...(codeEnvelope ? { offerRecoveryCode: true } : {}),
      },
    )
    let keys: LoginKeys | undefined
    if ('passkey' in decision) {
      const answer = decision.passkey
      if (answer.credentialId === envelope.credentialId)
        keys = await openKeys(
          await passkeyWrappingKey(decodeBase64url(answer.prfOutput)),
          current.login,
          envelope.sealed,
        )
    } else if (codeEnvelope && normalizeRecoveryCode(decision.recoveryCode)) {
      const key = await recoveryCodeWrappingKey(decision.recoveryCode, codeEnvelope.salt)
      keys = await openKeys(key, current.login, codeEnvelope.sealed)
    }
    approvals.finish(approvalId, keys !== undefined)
    if (!keys)
      throw new FrameError(
        'passkey' in decision
          ? 'This passkey does not open this wallet'
          : 'This recovery code does not open this wallet',
      )
    session.importKeys(current.login, keys)
    return { unlocked: true }
  }

  function requireSession() {
    const current = session.read()
    if (!current) throw new FrameError('Not signed in')
    return current
  }

  function accountOf(login: string) {
    return privateKeyToAccount(session.keyFor(login))
  }

  async function rpcUrl(id: number) {
    const url = (await config).rpcUrls[String(id)]
    if (!url) throw new FrameError(`Chain ${id} is not supported by this frame`)
    return url
  }

  // The account type the user prefers (the app's default until they choose); a chain without ERC-4337 uses the EOA.
  let preferred: AccountType = 'eoa'
  const smartAccounts = new Map<string, ReturnType<typeof createSmartAccount>>()

  /** The login's smart account on the current chain, when the frame's config gives the chain ERC-4337. */
  async function smartAccountOf(login: string) {
    const setup = (await config).smartAccounts?.[String(chainId)]
    if (!setup) return undefined
    const key = `${login}@${chainId}`
    let account = smartAccounts.get(key)
    if (!account) {
      const url = await rpcUrl(chainId)
      account = createSmartAccount({
        owner: accountOf(login),
        chain: defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [url] } },
        }),
        rpcUrl: url,
        setup: { ...setup, entryPoint: setup.entryPoint as Hex, factory: setup.factory as Hex },
      })
      account.catch(() => smartAccounts.delete(key))
      smartAccounts.set(key, account)
    }
    return account
  }

  /** The account the user signs with now: the smart account when preferred and available, else the EOA. */
  async function activeAccount(login: string) {
    const smart = preferred === 'smartAccount' ? await smartAccountOf(login) : undefined
    return smart ? { kind: 'smartAccount' as const, smart } : { kind: 'eoa' as const }
  }

  async function user(current: ReturnType<typeof requireSession>): Promise<FrameUser> {
    const { address } = accountOf(current.login)
    const smart = await smartAccountOf(current.login)
    const active = preferred === 'smartAccount' && smart ? smart.address : address
    return {
      email: current.email,
      userName: current.userName,
      address: active,
      chainId,
      accounts: [
        { address, type: 'eoa' },
        ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : []),
      ],
      preferredAccountType: smart ? preferred : 'eoa',
      smartAccountDeployed: smart ? await smart.isDeployed() : false,
    }
  }

  function parse<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new FrameError(`Invalid parameters for ${method}`)
    return parsed.data
  }

  /**
   * Shows a signing request in the approval page `approvalId` and waits for the user's decision there: the frame
   * signs nothing its own page did not confirm.
   */
  async function confirm(approvalId: string | undefined, method: string, params: unknown, account: string) {
    if (!approvals || !approvalId)
      throw new FrameError(`${method} needs the user's approval in the wallet's window`)
    const t = await loadApprovalTranslate(approvals.getLocale())
    const facts = await requestFacts(t, account)
    await approvals.confirm(approvalId, await describeRequest(method, params, facts, t))
  }

  async function requestFacts(t: Awaited<ReturnType<typeof loadApprovalTranslate>>, account: string) {
    const { apiUrl, rpcUrls } = await config
    return createRequestFacts({
      t,
      chainId,
      account,
      rpcUrl: rpcUrls[String(chainId)] ?? 'http://127.0.0.1:1',
      apiUrl,
      projectId,
      fetch: fetchFn,
    })
  }

  const smartSessions = createSmartSessions({
    callService: (path, init) => callService(path, init),
    projectId: projectId ?? '',
    app: () => ({ name: appName ?? social.appOrigin, url: social.appOrigin }),
  })

  /**
   * ERC-7715 on the smart account: a grant or a revoke after the user approved its page (in words), or the list of
   * active sessions (a read).
   */
  async function answerSmartSession(method: string, params: unknown, approvalId: string | undefined) {
    const active = await activeAccount(requireSession().login)
    if (active.kind !== 'smartAccount')
      throw new FrameError('Smart sessions need the smart account: switch to it in Your wallet')
    const { smart } = active
    if (method === listSmartSessionsMethod) return { sessions: await smartSessions.list(smart, chainId) }
    if (!approvals || !approvalId)
      throw new FrameError(`${method} needs the user's approval in the wallet's window`)
    const t = await loadApprovalTranslate(approvals.getLocale())
    if (method === 'wallet_grantPermissions') {
      const prepared = smartSessions.prepareGrant(params, chainId, smart)
      const facts = await requestFacts(t, smart.address)
      const display = await describeSmartSessionGrant({ ...prepared, facts, t })
      return decided(approvalId, display, () => smartSessions.grant(smart, prepared))
    }
    const { summary, subject } = await smartSessions.prepareRevoke(params, chainId, smart)
    const display = describeSmartSessionRevoke({ subject, expiry: summary.expiry, t, raw: params })
    return decided(approvalId, display, () => smartSessions.revoke(smart, summary))
  }

  /** Shows `display` in the approval page, runs `run` once the user approved, and tells the page how it ended. */
  async function decided<T>(approvalId: string, display: ApprovalDisplay, run: () => Promise<T>): Promise<T> {
    if (!approvals) throw new FrameError("This needs the user's approval in the wallet's window")
    await approvals.confirm(approvalId, display)
    try {
      const result = await run()
      approvals.finish(approvalId, true)
      return result
    } catch (error) {
      approvals.finish(approvalId, false)
      throw error
    }
  }

  /** Signs after the user's approval, and tells the approval page how it ended. */
  async function afterApproval<T>(
    approvalId: string | undefined,
    method: string,
    params: unknown,
    account: string,
    sign: () => Promise<T> | T,
  ): Promise<T> {
    await confirm(approvalId, method, params, account)
    try {
      const result = await sign()
      approvals?.finish(approvalId ?? '', true)
      return result
    } catch (error) {
      approvals?.finish(approvalId ?? '', false)
      throw error
    }
  }

  async function answerSolana(method: string, params: unknown, approvalId: string | undefined) {
    const signer = createSolanaSigner(session.solanaSeedFor(requireSession().login))
    const approved = <T>(sign: () => T) => afterApproval(approvalId, method, params, signer.address, sign)
    switch (method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: signer.address }]
      case 'solana_signMessage': {
        const { message, pubkey } = parse(solanaMessageParams, params, method)
        if (pubkey !== undefined && pubkey !== signer.address)
          throw new FrameError('The address is not this account')
        return approved(() => ({ signature: base58.encode(signer.signMessage(base58.decode(message))) }))
      }
      case 'solana_signTransaction': {
        const { transaction } = parse(solanaTransactionParams, params, method)
        return approved(() => ({
          transaction: base64.encode(signer.signTransaction(base64.decode(transaction))),
        }))
      }
      case 'solana_signAllTransactions': {
        const { transactions } = parse(solanaTransactionsParams, params, method)
        return approved(() => ({
          transactions: transactions.map((transaction) =>
            base64.encode(signer.signTransaction(base64.decode(transaction))),
          ),
        }))
      }
      default:
        throw new FrameError(`${method} is not supported by the embedded wallet`)
    }
  }

  return {
    async CONNECT_EMAIL({ email }) {
      const reply = parse(
        emailAction,
        await callService('/auth/email/connect', {
          method: 'POST',
          body: { email, deviceId: session.deviceId(), ...(appName ? { appName } : {}) },
        }),
        'CONNECT_EMAIL',
      )
      pendingEmail = email
      return reply
    },
    async CONNECT_DEVICE() {
      if (!pendingEmail) throw new FrameError('Request a code first')
      const until = Date.now() + deviceApprovalWaitMs
      for (;;) {
        const waitMs = Math.min(10_000, Math.max(0, until - Date.now()))
        const reply = parse(
          emailAction,
          await callService('/auth/email/device', {
            method: 'POST',
            body: { email: pendingEmail, deviceId: session.deviceId(), waitMs },
          }),
          'CONNECT_DEVICE',
        )
        if (reply.action === 'VERIFY_OTP') return
        if (Date.now() >= until) throw new FrameError('This device is not approved yet')
      }
    },
    async CONNECT_OTP({ otp }) {
      if (!pendingEmail) throw new FrameError('Request a code first')
      const email = pendingEmail
      const reply = parse(
        sessionReply,
        await callService('/auth/email/verify', {
          method: 'POST',
          body: { email, code: otp, deviceId: session.deviceId() },
        }),
        'CONNECT_OTP',
      )
      pendingEmail = undefined
      const login = reply.user.id
      await provisionKeys(login, reply.token)
      session.write({ token: reply.token, login, email: reply.user.email, userName: reply.user.username })
    },
    async UPDATE_EMAIL({ email }) {
      return parse(
        updateEmailAction,
        await callService('/auth/email/update', {
          method: 'POST',
          body: { email },
          token: requireSession().token,
        }),
        'UPDATE_EMAIL',
      )
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await callService('/auth/email/update/primary', {
        method: 'POST',
        body: { otp },
        token: requireSession().token,
      })
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const current = requireSession()
      const { newEmail } = parse(
        newEmailReply,
        await callService('/auth/email/update/secondary', {
          method: 'POST',
          body: { otp },
          token: current.token,
        }),
        'UPDATE_EMAIL_SECONDARY_OTP',
      )
      session.write({ ...current, email: newEmail })
      return { newEmail }
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }) {
      return { uri: await socialLogin.start(provider, await socialService(), returnUrl) }
    },
    async CONNECT_SOCIAL({ uri }) {
      const { provider, code, verifier, secret } = await socialLogin.finish(uri, await socialService())
      const reply = parse(
        sessionReply,
        await callService('/auth/oauth/token', {
          method: 'POST',
          body: { provider, code, code_verifier: verifier, frame_secret: secret },
        }),
        'CONNECT_SOCIAL',
      )
      const login = reply.user.id
      await provisionKeys(login, reply.token)
      session.write({ token: reply.token, login, email: reply.user.email, userName: reply.user.username })
      return await user(requireSession())
    },
    async SYNC_THEME(theme) {
      approvals?.setTheme(approvalThemeOf(theme))
    },
    async SYNC_LOCALE({ locale }) {
      const resolved = resolveLocale(locale ? [locale] : languages, approvalTexts.locales)
      approvals?.setLocale(resolved)
      // Loaded now, so the next request's page opens in it without waiting.
      await approvalTexts.load(resolved)
    },
    async SYNC_DAPP_DATA({ metadata }) {
      appName = metadata?.name.slice(0, 100) || undefined
    },
    async RELOAD() {
      if (!reload) throw new FrameError('This frame cannot reload')
      // After this reply is posted: the page then starts again from its storage (session, keys, device id).
      setTimeout(reload, 0)
    },
    async GET_FARCASTER_URI() {
      const channel = parse(
        farcasterChannel,
        await callService('/auth/farcaster/channel', {
          method: 'POST',
          body: { appOrigin: social.appOrigin },
        }),
        'GET_FARCASTER_URI',
      )
      farcasterChannelToken = channel.channelToken
      return { url: channel.url }
    },
    async CONNECT_FARCASTER() {
      const channelToken = farcasterChannelToken
      if (!channelToken) throw new FrameError('Ask for the Farcaster sign-in link first')
      // Waits (long polls) until the user approves in their Farcaster app, or a newer sign-in replaces this one.
      for (;;) {
        if (farcasterChannelToken !== channelToken)
          throw new FrameError('A newer Farcaster sign-in replaced this one')
        const reply = await callService('/auth/farcaster/connect', {
          method: 'POST',
          body: { channelToken, waitMs: 10_000 },
        })
        if (farcasterPending.safeParse(reply).success) continue
        const { token, user } = parse(sessionReply, reply, 'CONNECT_FARCASTER')
        farcasterChannelToken = undefined
        await provisionKeys(user.id, token)
        session.write({ token, login: user.id, email: null, userName: user.username })
        return { userName: user.username ?? '' }
      }
    },
    async GET_USER(request) {
      if (request?.preferredAccountType) preferred = request.preferredAccountType
      return user(requireSession())
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      preferred = type
      const current = await user(requireSession())
      return { type: current.preferredAccountType ?? 'eoa', address: current.address }
    },
    async INIT_SMART_ACCOUNT() {
      const smart = await smartAccountOf(requireSession().login)
      if (!smart) throw new FrameError(`Chain ${chainId} has no smart accounts in this frame`)
      return { address: smart.address, isDeployed: await smart.isDeployed() }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: Object.keys((await config).smartAccounts ?? {}).map(Number) }
    },
    async IS_CONNECTED() {
      const current = session.read()
      if (!current) return { isConnected: false }
      try {
        await callService('/auth/session', { method: 'GET', token: current.token })
        return { isConnected: true }
      } catch {
        // An expired or revoked session is cleared, as SPEC §4 asks of a failed connection check.
        session.clear()
        return { isConnected: false }
      }
    },
    async SIGN_OUT() {
      const current = session.read()
      session.clear()
      if (current)
        await callService('/auth/signout', { method: 'POST', token: current.token }).catch(() => {})
    },
    async GET_CHAIN_ID() {
      return { chainId }
    },
    async SWITCH_NETWORK({ chainId: next }) {
      const id = Number(next)
      await rpcUrl(id)
      chainId = id
      return { chainId: id }
    },
    async GET_WALLET_PROTECTION() {
      return walletProtection(requireSession())
    },
    async RPC_REQUEST({ method, params, approvalId }) {
      if (method === protectWithPasskeyMethod) return protectWithPasskey(approvalId)
      if (method === unlockWalletMethod) return unlockWallet(approvalId)
      if (method.startsWith('solana_')) return answerSolana(method, params, approvalId)
      if (
        method === 'wallet_grantPermissions' ||
        method === 'wallet_revokePermissions' ||
        method === listSmartSessionsMethod
      )
        return answerSmartSession(method, params, approvalId)
      const { login } = requireSession()
      const account = accountOf(login)
      const active = await activeAccount(login)
      const activeAddress = active.kind === 'smartAccount' ? active.smart.address : account.address
      const ownAddress = (value: string) => {
        if (!isAddressEqual(value as Hex, activeAddress))
          throw new FrameError('The address is not this account')
      }
      const approved = <T>(sign: () => Promise<T>) =>
        afterApproval(approvalId, method, params, activeAddress, sign)
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [activeAddress]
        case 'eth_chainId':
          return toHex(chainId)
        case 'personal_sign': {
          const [message, from] = parse(personalSignParams, params, method)
          ownAddress(from)
          return approved(() =>
            active.kind === 'smartAccount'
              ? active.smart.signMessage({ raw: message as Hex })
              : account.signMessage({ message: { raw: message as Hex } }),
          )
        }
        case 'eth_signTypedData_v4': {
          const [from, data] = parse(typedDataParams, params, method)
          ownAddress(from)
          let typed: TypedDataDefinition
          try {
            typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
          } catch {
            throw new FrameError(`Invalid parameters for ${method}`)
          }
          return approved(() =>
            active.kind === 'smartAccount' ? active.smart.signTypedData(typed) : account.signTypedData(typed),
          )
        }
        case 'eth_sendTransaction': {
          const [transaction] = parse(sendTransactionParams, params, method)
          if (transaction.from) ownAddress(transaction.from)
          if (active.kind === 'smartAccount' && !transaction.to)
            throw new FrameError('A smart account cannot deploy a contract this way')
          return approved(async () => {
            if (active.kind === 'smartAccount') {
              return active.smart.sendTransaction({
                to: transaction.to as Hex,
                value: transaction.value === undefined ? undefined : BigInt(transaction.value),
                data: transaction.data as Hex | undefined,
              })
            }
            const client = createWalletClient({ account, transport: http(await rpcUrl(chainId)) })
            return client.sendTransaction({
              chain: null,
              to: transaction.to as Hex | undefined,
              value: transaction.value === undefined ? undefined : BigInt(transaction.value),
              data: transaction.data as Hex | undefined,
              gas: transaction.gas === undefined ? undefined : BigInt(transaction.gas),
            })
          })
        }
        default: {
          if (!forwardedMethods.has(method))
            throw new FrameError(`${method} is not supported by the embedded wallet`)
          const client = createWalletClient({ account, transport: http(await rpcUrl(chainId)) })
          return client.request({ method, params } as never)
        }
      }
    },
  }
}
