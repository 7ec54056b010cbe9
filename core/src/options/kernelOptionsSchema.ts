import * as z from 'zod/mini'
import type { AccountTypeMap } from '../caip/accountTypes.js'
import { getAccountTypes } from '../caip/getDefaultAccountType.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { caipNetworkSchema } from '../chains/caipNetworkSchema.js'
import { connectMethods, defaultFeatures, socialProviders, walletFeatures } from '../constants/features.js'
import { safeUrlSchema } from '../validation/safeUrlSchema.js'
import { configureZod } from '../zodConfig.js'

configureZod()

/** Length caps: a string or list far beyond any real value is a mistake (or an attack), not an option. */
const caps = { id: 256, name: 256, text: 1024, url: 2048, list: 1000 } as const

const id = z.string().check(z.minLength(1), z.maxLength(caps.id))
const name = z.string().check(z.maxLength(caps.name))
const text = z.string().check(z.maxLength(caps.text))
const list = <item extends z.core.$ZodType>(item: item) => z.array(item).check(z.maxLength(caps.list))
const link = safeUrlSchema('link')
const image = safeUrlSchema('image')
// A wallet's own link may use the wallet's scheme; in options it gets the common URL cap.
const deepLink = safeUrlSchema('deepLink').check(z.maxLength(caps.url))

const walletIds = z.optional(list(id))
const connectMethod = z.enum(connectMethods)
const walletFeature = z.enum(walletFeatures)

export const featuresSchema = z._default(
  z.object({
    swaps: z._default(z.boolean(), true),
    onramp: z._default(z.boolean(), true),
    receive: z._default(z.boolean(), true),
    send: z._default(z.boolean(), true),
    email: z._default(z.boolean(), true),
    emailShowWallets: z._default(z.boolean(), true),
    history: z._default(z.boolean(), true),
    analytics: z._default(z.boolean(), true),
    allWallets: z._default(z.boolean(), true),
    legalCheckbox: z._default(z.boolean(), false),
    smartSessions: z._default(z.boolean(), false),
    collapseWallets: z._default(z.boolean(), false),
    socials: z._default(z.union([list(z.enum(socialProviders)), z.literal(false)]), []),
    connectMethodsOrder: z.optional(list(connectMethod)),
    walletFeaturesOrder: z.optional(list(walletFeature)),
  }),
  { ...defaultFeatures, socials: [] },
)

const customWalletSchema = z.looseObject({
  id,
  name: name.check(z.minLength(1)),
  homepage: z.optional(link),
  image_url: z.optional(image),
  mobile_link: z.nullish(deepLink),
  desktop_link: z.nullish(deepLink),
  webapp_link: z.nullish(link),
  app_store: z.nullish(link),
  play_store: z.nullish(link),
  rdns: z.nullish(id),
})

const pluginSchema = z.custom<{ name: string }>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
  { message: 'Expected a plugin object with a `name`' },
)

const adapterSchema = z.custom<{ name: string; namespace: string }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { namespace?: unknown }).namespace === 'string',
  { message: 'Expected an adapter object with a `name` and a `namespace`' },
)

const storageSchema = z.custom<Storage>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every(
      (key) => typeof (value as Record<string, unknown>)[key] === 'function',
    ),
  { message: 'Expected a storage with getItem, setItem and removeItem' },
)

const url = z.url({ protocol: /^(https?|wss?)$/ }).check(z.maxLength(caps.url))

// The cast keeps the narrowing classic zod's `.refine` gave a type guard: the output is a CaipNetworkId.
const caipNetworkId = z.string().check(
  z.refine(isCaipNetworkId, {
    message: 'Expected a CAIP-2 id "<namespace>:<reference>" with a known namespace',
  }),
) as z.ZodMiniType<CaipNetworkId, string>

/**
 * AppKit's `defaultAccountTypes`: the account type each namespace prefers (SPEC.md §3 lists the defaults), for a
 * built-in namespace or one an installed adapter registered, each one of that namespace's account types.
 */
export const defaultAccountTypesSchema = z._default(
  z.record(z.string(), z.optional(z.string())).check(
    z.superRefine((value, context) => {
      for (const [namespace, type] of Object.entries(value)) {
        const allowed = getAccountTypes(namespace)
        if (!allowed.length) {
          context.addIssue({
            code: 'custom',
            path: [namespace],
            message: `Unknown chain namespace "${namespace}"`,
          })
        } else if (type !== undefined && !allowed.includes(type)) {
          context.addIssue({
            code: 'custom',
            path: [namespace],
            message: `Expected one of ${allowed.map((entry) => `"${entry}"`).join(', ')}`,
          })
        }
      }
    }),
  ) as unknown as z.ZodMiniType<Partial<AccountTypeMap>, Partial<AccountTypeMap>>,
  {},
)

const remoteFeatureList = z.optional(z.union([list(id), z.literal(false)]))

const siwxMethods = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
  'getRequired',
]

/**
 * AppKit's SIWX config: the session store and message factory the sign-in flow calls. Kept as given, not copied: a
 * class instance (`DefaultSIWX`) keeps its prototype and its own state. The calls it has must be functions.
 */
const siwxSchema = z.custom<Record<string, unknown>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    siwxMethods.every((name) => {
      const method = (value as Record<string, unknown>)[name]
      return method === undefined || typeof method === 'function'
    }),
  { message: `Expected a SIWX config (${siwxMethods.join(', ')} as functions)` },
)

/** The longest delay `setTimeout` and `setInterval` keep (2^31-1 ms); a longer one fires at once. */
export const maxTimerDelayMs = 2 ** 31 - 1

/** A delay in ms a timer is set with: a whole, positive number within the timer's range (no NaN, no Infinity). */
const timerDelayMs = z
  .number()
  .check(
    z.refine(Number.isInteger, 'Expected a whole number of milliseconds (not NaN or Infinity)'),
    z.positive(),
    z.maximum(maxTimerDelayMs, `Expected at most ${maxTimerDelayMs} ms (the timer's range)`),
  )

const objectInstance = z.custom<object>((value) => typeof value === 'object' && value !== null, {
  message: 'Expected an object',
})

/**
 * The options of `createKernel` (and `createAppKit`): SPEC.md §1 and AppKit's option names. Strict: an unknown name
 * (a typo, an option of another library) is an error that names it. Options a plugin's `options()` adds are the
 * plugin's own and are kept as they are (see `resolveOptions`).
 */
export const kernelOptionsSchema = z.strictObject({
  projectId: z.string().check(z.trim(), z.minLength(1), z.maxLength(caps.id)),
  networks: list(caipNetworkSchema).check(
    z.minLength(1, 'Pass at least one network'),
    z.superRefine((networks, context) => {
      const seen = new Set<string>()
      networks.forEach((network, index) => {
        if (seen.has(network.caipNetworkId)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'caipNetworkId'],
            message: `Duplicate network id "${network.caipNetworkId}": pass each network once`,
            input: network.caipNetworkId,
          })
        }
        seen.add(network.caipNetworkId)
      })
    }),
  ),
  defaultNetwork: z.optional(caipNetworkSchema),
  metadata: z.optional(
    z.object({ name, description: text, url: link, icons: z.array(image).check(z.maxLength(32)) }),
  ),
  features: featuresSchema,
  themeMode: z._default(z.enum(['dark', 'light', 'system']), 'dark'),
  themeVariables: z._default(z.record(name, z.union([text, z.number()])), {}),
  /**
   * The UI language as a BCP 47 tag (`'ar'`, `'pt-BR'`, `'zh-Hant'`). Unset: the browser's languages, after
   * hydration (the server renders English). A language without a catalog falls back (`pt-BR` → `pt` → `en`).
   */
  locale: z.optional(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'Expected a language tag such as "en" or "pt-BR"'),
      ),
  ),
  allowUnsupportedChain: z._default(z.boolean(), false),
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  customWallets: z.optional(list(customWalletSchema)),
  connectMethodsOrder: z.optional(list(connectMethod)),
  siwx: z.optional(siwxSchema),
  siweConfig: z.optional(objectInstance),
  disableAppend: z._default(z.boolean(), false),
  enableEmbedded: z._default(z.boolean(), false),
  enableReconnect: z._default(z.boolean(), true),
  enableWalletConnect: z._default(z.boolean(), true),
  /**
   * The WalletConnect relay (`ws://` or `wss://`) when `createAppKit` provides WalletConnect itself (no
   * UniversalAdapter given). Default WalletConnect's public relay, contacted only once WalletConnect is picked.
   */
  relayUrl: z.optional(safeUrlSchema('webSocket')),
  enableEIP6963: z._default(z.boolean(), true),
  enableInjected: z._default(z.boolean(), true),
  enableCoinbase: z._default(z.boolean(), true),
  enableWallets: z._default(z.boolean(), true),
  enableWalletGuide: z._default(z.boolean(), true),
  enableNetworkSwitch: z._default(z.boolean(), true),
  enableAuthLogger: z._default(z.boolean(), true),
  enableMobileFullScreen: z._default(z.boolean(), false),
  allWallets: z._default(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']), 'SHOW'),
  /** AppKit's older name for `features.emailShowWallets`. */
  showWallets: z.optional(z.boolean()),
  /** AppKit's deprecated basic-mode switch; basic mode follows from the adapters (universal alone). */
  basic: z.optional(z.boolean()),
  defaultAccountTypes: defaultAccountTypesSchema,
  chainImages: z.optional(z.record(id, image)),
  connectorImages: z.optional(z.record(id, image)),
  tokens: z.optional(z.record(caipNetworkId, z.object({ address: id, image: z.optional(image) }))),
  customRpcUrls: z.optional(
    z.record(caipNetworkId, list(z.object({ url: url, config: z.optional(z.looseObject({})) }))),
  ),
  manualWCControl: z._default(z.boolean(), false),
  universalProvider: z.optional(objectInstance),
  universalProviderConfigOverride: z.optional(
    z.object({
      methods: z.optional(z.record(id, list(id))),
      chains: z.optional(z.record(id, list(id))),
      events: z.optional(z.record(id, list(id))),
      rpcMap: z.optional(z.record(id, safeUrlSchema('http'))),
      defaultChain: z.optional(id),
    }),
  ),
  coinbasePreference: z.optional(z.enum(['all', 'smartWalletOnly', 'eoaOnly'])),
  experimental_preferUniversalLinks: z.optional(z.boolean()),
  remoteFeatures: z.optional(
    z.object({
      swaps: remoteFeatureList,
      onramp: remoteFeatureList,
      socials: remoteFeatureList,
      email: z.optional(z.boolean()),
      activity: z.optional(z.boolean()),
      reownBranding: z.optional(z.boolean()),
      multiWallet: z.optional(z.boolean()),
      emailCapture: z.optional(z.union([list(id), z.boolean()])),
    }),
  ),
  pendingTransactionsFilter: z.optional(
    z.object({ enable: z.boolean(), pollingInterval: z.optional(timerDelayMs) }),
  ),
  termsConditionsUrl: z.optional(link),
  privacyPolicyUrl: z.optional(link),
  debug: z._default(z.boolean(), false),
  isMobile: z.optional(z.boolean()),
  /** The Foyer service (the devnet reference service, or your own) that answers the Wallet and Blockchain APIs. */
  apiUrl: z.optional(url),
  walletApiUrl: z.optional(url),
  blockchainApiUrl: z.optional(url),
  /** Sent as the `clientId` query parameter of every Blockchain API call. */
  clientId: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9._:-]{1,256}$/, 'clientId: 1-256 characters of A-Z a-z 0-9 . _ : -')),
  ),
  analyticsUrl: z.optional(url),
  sdkType: z._default(name, 'foyer'),
  sdkVersion: z.optional(name),
  storage: z.optional(storageSchema),
  storagePrefix: z._default(name, '@foyer/'),
  plugins: z._default(list(pluginSchema), []),
  adapters: z._default(list(adapterSchema), []),
})

export type KernelOptionsSchema = typeof kernelOptionsSchema
