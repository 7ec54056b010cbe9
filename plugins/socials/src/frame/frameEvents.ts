import * as z from 'zod/mini'
import { socialProviders } from './socialProviders.js'

/** Where an app event's type starts (`@foyer-app/CONNECT_EMAIL`), and a frame reply's (`@foyer-frame/..._SUCCESS`). */
export const appEventPrefix = '@foyer-app/'
export const frameEventPrefix = '@foyer-frame/'

export { type SocialProvider, socialProviders } from './socialProviders.js'

const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()])
const email = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected an email address'))
const otp = z.string().check(z.regex(/^\d{6}$/, 'Expected a 6-digit code'))
const accountType = z.enum(['eoa', 'smartAccount'])
const address = z.string().check(z.minLength(1), z.maxLength(128))
const nothing = z.optional(z.undefined())
const themeVariables = z.record(z.string(), z.union([z.string(), z.number()]))
/** A BCP 47 language tag as the app asks for it (`ar`, `pt-BR`, `zh-Hant-TW`). */
export const localeTagSchema = z
  .string()
  .check(z.maxLength(35), z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'Expected a language tag'))
const messageId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'Expected a 32-digit hex id'))

/** Seals the wallet's backup under a new passkey (and a printed recovery code) in the frame's approval page. */
export const protectWithPasskeyMethod = 'foyer_protectWithPasskey'
/** Opens a passkey-protected wallet on a new device: the passkey is asked for in the frame's approval page. */
export const unlockWalletMethod = 'foyer_unlockWallet'
/** Lists the smart account's active ERC-7715 sessions (the service's, signed for by the account; no approval). */
export const listSmartSessionsMethod = 'foyer_listSmartSessions'
/** One active smart session, as `listSmartSessionsMethod` answers it. */
export const smartSessionSchema = z.object({
  pci: z.string(),
  /** What `wallet_revokePermissions` takes as `permissionsContext`. */
  context: z.string(),
  app: z.string(),
  sessionKey: z.string(),
  chainId: z.number(),
  /** Unix seconds. */
  expiry: z.number(),
  createdAt: z.number(),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
})
export type SmartSession = z.infer<typeof smartSessionSchema>
export const smartSessionListSchema = z.object({ sessions: z.array(smartSessionSchema) })

/**
 * How the login's key backup is sealed: `operator` under the service's key, `passkey` on the user's device, `none`
 * without a backup. `locked`: this device has no keys yet and needs the passkey (`unlockWalletMethod`).
 */
export const walletProtectionSchema = z.object({
  protection: z.enum(['none', 'operator', 'passkey']),
  locked: z.boolean(),
})
export type WalletProtection = z.infer<typeof walletProtectionSchema>

/**
 * The RPC methods the frame signs only after the user approves them in the frame's own approval page (loaded by the
 * app with `?approval=<approvalId>`, the id the RPC_REQUEST carries).
 */
export const approvalMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  protectWithPasskeyMethod,
  unlockWalletMethod,
])
/** The frame page's query parameter that makes it the approval page of one request. */
export const approvalQueryKey = 'approval'
/** What the frame answers when the user rejects a request in its approval page. */
export const userRejectedMessage = 'User rejected the request'

/** The embedded-wallet user the frame reports (SPEC §3). */
export const frameUserSchema = z.object({
  email: z.nullable(z.optional(z.string())),
  address,
  chainId,
  accounts: z.optional(z.array(z.object({ address, type: accountType }))),
  userName: z.optional(z.nullable(z.string())),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(accountType),
})
export type FrameUser = z.infer<typeof frameUserSchema>

/**
 * Every app event (SPEC §7): its payload to the frame and the payload of its `_SUCCESS` reply. A reply's `_ERROR`
 * always carries `{ message }`.
 */
export const frameEvents = {
  SWITCH_NETWORK: { request: z.object({ chainId }), response: z.object({ chainId }) },
  CONNECT_EMAIL: {
    request: z.object({ email }),
    response: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { request: nothing, response: nothing },
  CONNECT_OTP: { request: z.object({ otp }), response: nothing },
  CONNECT_SOCIAL: {
    request: z.object({ uri: z.string().check(z.maxLength(4096)) }),
    response: frameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    request: z.object({
      provider: z.enum(socialProviders),
      /** Redirect mode (a Telegram mini-app): the app page the login comes back to, with `result_uri`. */
      returnUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
    }),
    response: z.object({ uri: z.string().check(z.maxLength(4096)) }),
  },
  GET_FARCASTER_URI: { request: nothing, response: z.object({ url: z.string().check(z.maxLength(4096)) }) },
  CONNECT_FARCASTER: { request: nothing, response: z.object({ userName: z.string() }) },
  GET_USER: {
    request: z.optional(
      z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType) }),
    ),
    response: frameUserSchema,
  },
  SIGN_OUT: { request: nothing, response: nothing },
  IS_CONNECTED: { request: nothing, response: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: nothing, response: z.object({ chainId }) },
  RPC_REQUEST: {
    request: z.object({
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId),
      /** For a signing method (`approvalMethods`): the id of the approval page the user confirms it in. */
      approvalId: z.optional(messageId),
    }),
    response: z.unknown(),
  },
  UPDATE_EMAIL: {
    request: z.object({ email }),
    response: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp }), response: nothing },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp }), response: z.object({ newEmail: email }) },
  SYNC_THEME: {
    request: z.object({
      themeMode: z.optional(z.enum(['light', 'dark'])),
      themeVariables: z.optional(themeVariables),
      w3mThemeVariables: z.optional(themeVariables),
    }),
    response: nothing,
  },
  /** The app's UI language (undefined: the browser's), for the approval page's texts. */
  SYNC_LOCALE: { request: z.object({ locale: z.optional(localeTagSchema) }), response: nothing },
  SYNC_DAPP_DATA: {
    request: z.object({
      projectId: z.string().check(z.maxLength(128)),
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(64)),
      metadata: z.optional(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
    }),
    response: nothing,
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: nothing,
    response: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: {
    request: nothing,
    response: z.object({ address, isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: z.object({ type: accountType }),
    response: z.object({ type: accountType, address }),
  },
  RELOAD: { request: nothing, response: nothing },
  GET_WALLET_PROTECTION: { request: nothing, response: walletProtectionSchema },
} as const

export type FrameEventName = keyof typeof frameEvents
export const frameEventNames = Object.keys(frameEvents) as FrameEventName[]
export type FrameRequest<Name extends FrameEventName> = z.input<(typeof frameEvents)[Name]['request']>
export type FrameResponse<Name extends FrameEventName> = z.output<(typeof frameEvents)[Name]['response']>

/** How long the frame may take (SPEC §9): the login steps time out at 30 s; signing waits for the user. */
export const frameEventTimeoutMs: Partial<Record<FrameEventName, number>> = {
  CONNECT_EMAIL: 30_000,
  CONNECT_DEVICE: 30_000,
  CONNECT_OTP: 30_000,
  CONNECT_SOCIAL: 30_000,
  GET_SOCIAL_REDIRECT_URI: 30_000,
}

export { messageId as approvalIdSchema }

/** A reply from the frame: `{ type: '@foyer-frame/<EVENT>_SUCCESS' | '..._ERROR', id, payload }`. */
export const frameMessageSchema = z.object({
  type: z.string().check(z.startsWith(frameEventPrefix), z.maxLength(96)),
  id: messageId,
  payload: z.optional(z.unknown()),
})
export type FrameMessage = z.infer<typeof frameMessageSchema>

export const frameErrorPayloadSchema = z.object({ message: z.string().check(z.maxLength(1000)) })

/** A random message id (128 bits, hex), so a reply can only answer the request that carried it. */
export function createMessageId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
