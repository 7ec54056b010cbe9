import * as z from 'zod/mini'
import { SiwxError } from './errors.js'
import type { AppKitSIWEClient, SIWEConfig, SIWEMessageArgs, SIWESession } from './siweTypes.js'

const fiveMinutesMs = 5 * 60_000
const fn = z.custom<(...parameters: never[]) => unknown>((value) => typeof value === 'function', {
  message: 'Expected a function',
})
const interval = z.optional(z.number().check(z.positive(), z.lte(2 ** 31 - 1)))
const siweConfigSchema = z.looseObject({
  getNonce: fn,
  getMessageParams: z.optional(fn),
  createMessage: fn,
  verifyMessage: fn,
  getSession: fn,
  signOut: fn,
  onSignIn: z.optional(fn),
  onSignOut: z.optional(fn),
  required: z.optional(z.boolean()),
  enabled: z.optional(z.boolean()),
  nonceRefetchIntervalMs: interval,
  sessionRefetchIntervalMs: interval,
  signOutOnDisconnect: z.optional(z.boolean()),
  signOutOnAccountChange: z.optional(z.boolean()),
  signOutOnNetworkChange: z.optional(z.boolean()),
})
const sessionSchema = z.object({ address: z.string().check(z.minLength(1)), chainId: z.number() })
const messageParamsSchema = z.looseObject({
  chains: z.array(z.number()),
  domain: z.string(),
  uri: z.string(),
})

/**
 * AppKit's `createSIWEConfig`: an app's own SIWE server (nonce, message, verification, session, sign-out) as the
 * `siweConfig` option. Sign-in then runs through the SIWX plugin (`@foyer/plugin-siwx` must be installed), in the
 * ConnectingSiwe view. A config without one of the calls is refused here, naming it.
 */
export function createSIWEConfig(config: SIWEConfig): AppKitSIWEClient {
  const checked = z.safeParse(siweConfigSchema, config)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new SiwxError(
      `Invalid siweConfig: ${issue?.path.join('.') || 'config'}: ${issue?.message ?? 'invalid'}.`,
    )
  }
  const {
    required = true,
    enabled = true,
    nonceRefetchIntervalMs = fiveMinutesMs,
    sessionRefetchIntervalMs = fiveMinutesMs,
    signOutOnDisconnect = true,
    signOutOnAccountChange = true,
    signOutOnNetworkChange = true,
    ...methods
  } = config
  const options = Object.freeze({
    required,
    enabled,
    nonceRefetchIntervalMs,
    sessionRefetchIntervalMs,
    signOutOnDisconnect,
    signOutOnAccountChange,
    signOutOnNetworkChange,
  })
  return Object.freeze({
    options,
    methods,
    async getNonce(address?: string) {
      const nonce = await methods.getNonce(address)
      if (typeof nonce !== 'string' || !nonce) throw new SiwxError('siweConfig.getNonce gave no nonce.')
      return nonce
    },
    async getMessageParams(): Promise<SIWEMessageArgs> {
      const params = (await methods.getMessageParams?.()) ?? defaultMessageParams()
      const parsed = z.safeParse(messageParamsSchema, params)
      if (!parsed.success) throw new SiwxError('siweConfig.getMessageParams gave no domain, uri or chains.')
      return params
    },
    createMessage: (args) => methods.createMessage(args),
    verifyMessage: (args) => methods.verifyMessage(args),
    async getSession(): Promise<SIWESession> {
      const session = await methods.getSession()
      const parsed = z.safeParse(sessionSchema, session)
      if (!parsed.success) throw new SiwxError('siweConfig.getSession gave no address or chainId.')
      return parsed.data
    },
    signOut: () => methods.signOut(),
  })
}

/** The page's own host and address, when the app's server does not give them. */
function defaultMessageParams(): SIWEMessageArgs {
  const location = typeof window === 'undefined' ? undefined : window.location
  return { chains: [], domain: location?.host ?? '', uri: location?.href ?? '' }
}

/** Whether `value` came from `createSIWEConfig` (or has its shape). */
export function isSIWEClient(value: unknown): value is AppKitSIWEClient {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppKitSIWEClient).methods === 'object' &&
    typeof (value as AppKitSIWEClient).options === 'object' &&
    typeof (value as AppKitSIWEClient).getSession === 'function'
  )
}
